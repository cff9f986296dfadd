import { WebhookLog } from '@web/features/webhooks/components/webhook-log';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

export function WebhookLogPage() {
  const id = useRouteId();
  return id === undefined ? <NotFoundPage /> : <WebhookLog id={id} />;
}
