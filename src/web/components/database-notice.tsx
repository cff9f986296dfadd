import { Alert, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@web/lib/api-client';
import { useDatabaseUnavailable } from '@web/lib/database-status';

/** How often the notice asks the server whether its database is back. */
const CHECK_EVERY_MS = 5_000;

/**
 * "The database is unavailable, retrying…" over every page while the server answers 503
 * `server.databaseUnavailable`. Lists keep retrying on their own (lib/query-client.ts); the notice also
 * checks the server's health, so it goes away, and failed lists load again, once the database is back
 * even when nothing else was asking. Forms keep what was typed: a save that failed can be sent again.
 */
export function DatabaseNotice() {
  const { t } = useTranslation();
  const unavailable = useDatabaseUnavailable();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!unavailable) return;
    const timer = setInterval(() => {
      void apiRequest('GET', '/api/health').then(
        // The database is back: failed queries, and those waiting for their next retry, ask now.
        () =>
          queryClient.refetchQueries({
            type: 'active',
            predicate: (q) => q.state.status === 'error' || q.state.fetchFailureCount > 0,
          }),
        () => undefined,
      );
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [unavailable, queryClient]);

  if (!unavailable) return null;
  return (
    <Alert
      role="status"
      color="orange"
      icon={<Loader size="xs" color="orange" />}
      pos="fixed"
      top={8}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1000, maxWidth: 'calc(100vw - 16px)' }}
    >
      {t('errors.databaseUnavailable')}
    </Alert>
  );
}
