import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-route';
import { title } from './route-title';

/**
 * The Admins' pages of how Fieldbook talks to the outside (router.tsx places them among the
 * Admins' routes): the mail log, API keys, webhooks and the background jobs.
 */
export function settingsRoutes(): RouteObject[] {
  return [
    {
      path: 'mail',
      lazy: lazyPage(() => import('./routes/mail-page'), 'MailPage', ['mail']),
      handle: title('mail'),
    },
    {
      path: 'mail/:id',
      lazy: lazyPage(() => import('./routes/mail-message-page'), 'MailMessagePage'),
      handle: title('mailMessage'),
    },
    {
      path: 'keys',
      lazy: lazyPage(() => import('./routes/api-keys-page'), 'ApiKeysPage', ['apiKeys']),
      handle: title('apiKeys'),
    },
    {
      path: 'webhooks',
      lazy: lazyPage(() => import('./routes/webhooks-page'), 'WebhooksPage', ['webhooks']),
      handle: title('webhooks'),
    },
    {
      path: 'webhooks/:id',
      lazy: lazyPage(() => import('./routes/webhook-log-page'), 'WebhookLogPage'),
      handle: title('webhookLog'),
    },
    {
      path: 'queue',
      lazy: lazyPage(() => import('./routes/queue-page'), 'QueuePage', ['queue']),
      handle: title('queue'),
    },
  ];
}
