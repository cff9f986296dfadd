import { WebhooksList } from '@web/features/webhooks/components/webhooks-list';

export function WebhooksPage() {
  return <WebhooksList />;
}
