/**
 * The service worker (vite.config.ts, decision 0050), registered after the page has loaded so the
 * first screen does not wait for it. A new version installs in the background and waits; "Update
 * ready" is offered only while the outbox is empty, so reloading into it never interrupts unsent
 * work, and is withdrawn when an answer starts waiting again.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { countEntries, onOutboxChange } from '../features/reports/components/form/outbox';
import { watchOutboxEmpty } from './outbox-empty';

const NOTICE = 'update-ready';
const outbox = { count: countEntries, onChange: onOutboxChange };

function UpdateReady({ onUpdate }: { onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t('app.updateReady')}</Text>
      <Button size="compact-md" mih={44} onClick={onUpdate}>
        {t('app.updateNow')}
      </Button>
    </Group>
  );
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  let stopWatching: (() => void) | undefined;
  const update = async () => {
    // An answer may have started waiting since the offer was made.
    if ((await countEntries()) > 0) return;
    notifications.hide(NOTICE);
    worker.messageSkipWaiting();
  };
  worker.addEventListener('waiting', () => {
    stopWatching ??= watchOutboxEmpty(outbox, (empty) => {
      if (!empty) return notifications.hide(NOTICE);
      notifications.show({
        id: NOTICE,
        message: <UpdateReady onUpdate={() => void update()} />,
        autoClose: false,
        withCloseButton: true,
      });
    });
  });
  // The new version has taken over (in this tab or another): the page reloads into its code.
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void worker.register();
}
