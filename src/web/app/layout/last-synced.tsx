import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { lastSyncedAt, STALE_AFTER_MS, syncedAgo } from '@web/lib/last-synced';
import { keptOffline } from '../kept-offline';

/** Read again this often, so "3 minutes ago" does not stand still on a page left open. */
const TICK_MS = 30_000;

/**
 * "Last synced 3 minutes ago" above every page of a technician's (issue 32 item 2): when the
 * server last answered what the device keeps, marked once it is older than an hour. `now` is the
 * clock, passed in (the tests' own).
 */
export function LastSynced({ now = Date.now }: { now?: () => number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const syncedAt = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => lastSyncedAt(queryClient, keptOffline),
  );
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!syncedAt) return null;
  const at = now();
  const ago = syncedAgo(syncedAt, at, i18n.language);
  const stale = at - syncedAt > STALE_AFTER_MS;
  return (
    <Text size="xs" c={stale ? 'orange.9' : 'dimmed'} mb="xs" data-testid="last-synced">
      {ago ? t('app.lastSynced', { when: ago }) : t('app.syncedNow')}
      {stale && ` · ${t('app.syncedStale')}`}
    </Text>
  );
}
