// Its own module so that the lazy import in lazy-notifications.tsx takes only the container: a
// dynamic import of the package itself would keep all of it in the first download.
import { Notifications } from '@mantine/notifications';

export function NotificationsContainer() {
  return <Notifications position="bottom-center" />;
}
