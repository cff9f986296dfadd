/**
 * Mantine's notification container (with its transitions, about 10 KB gzipped) loads when the
 * first notification is shown, not with the first page (decision 0017). `notifications.show()`
 * only writes to the store, which is small and stays in the first download; the container reads
 * the store when it mounts and draws what is already there.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((module) => ({ default: module.NotificationsContainer })),
);

export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a notification's exit transition and the next ones run as usual.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
