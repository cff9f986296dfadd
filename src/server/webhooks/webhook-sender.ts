import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sendJob } from '../queue/job-queue';
import { PermanentJobError, type QueueWorker, startQueueWorker } from '../queue/queue-worker';
import { parseAllowedNetworks } from '../network/webhook-address';
import {
  markDelivered,
  markFailed,
  orphanMessages,
  pendingMessage,
  type PendingMessage,
} from './webhook-deliveries';
import { postWebhook } from './webhook-post';

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,` and the HMAC-SHA256 of
 * `id.timestamp.body` under each secret in force, space-separated (the previous one too for a
 * day after a rotation).
 */
export function signatures(message: PendingMessage, at: Date): string {
  const { subscription: sub } = message;
  const secrets = [sub.secret];
  if (sub.previousSecret && sub.previousSecretUntil && sub.previousSecretUntil > at) {
    secrets.push(sub.previousSecret);
  }
  return secrets.map((s) => new Webhook(s).sign(message.messageId, at, message.payload)).join(' ');
}

/**
 * The `webhook` queue's worker in this process (decision 0044): POSTs the message a job names,
 * signed, and marks it delivered on a 2xx; any other answer or none is logged and thrown, so the
 * queue tries again by its policy. Only a message still pending is sent: one delivered before a
 * restart never goes again.
 */
export async function startWebhookSender(opts: {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'WEBHOOK_ALLOWED_NETWORKS'>;
  boss: PgBoss;
  log: FastifyBaseLogger;
  now?: () => Date;
  poll?: boolean;
  pollMs?: number;
}): Promise<QueueWorker> {
  const { db, config, log } = opts;
  for (const messageId of await orphanMessages(db)) await sendJob(db, 'webhook', { messageId });
  const now = opts.now ?? (() => new Date());
  const allowed = parseAllowedNetworks(config.WEBHOOK_ALLOWED_NETWORKS);
  return startQueueWorker<{ messageId: number; redelivery?: boolean }>({
    boss: opts.boss,
    name: 'webhook',
    log,
    poll: opts.poll,
    pollMs: opts.pollMs,
    handle: async ({ data, lastAttempt }) => {
      const message = await pendingMessage(db, data.messageId);
      // Delivered already (a try whose end a restart cut off), failed, or its subscription deleted.
      if (!message) return;
      const at = now();
      const started = performance.now();
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Fieldbook-Webhooks',
        'webhook-id': message.messageId,
        'webhook-timestamp': Math.floor(at.getTime() / 1000).toString(),
        'webhook-signature': signatures(message, at),
      };
      const result = message.subscription.enabled
        ? await postWebhook(message.subscription.url, headers, message.payload, allowed)
        : { status: null, response: 'the subscription is disabled' };
      const attempt = { at, ...result, durationMs: Math.round(performance.now() - started) };
      if (result.status !== null && result.status >= 200 && result.status < 300) {
        await markDelivered(db, message, attempt);
        return;
      }
      // A disabled subscription's message is not tried again.
      const last = lastAttempt || !message.subscription.enabled;
      const { disabled } = await markFailed(db, config, message, attempt, {
        last,
        judge: last && !data.redelivery && message.subscription.enabled,
      });
      if (disabled)
        log.warn(
          { subscriptionId: message.subscriptionId },
          'webhook subscription disabled after repeated failure',
        );
      const what = result.status === null ? result.response : `HTTP ${result.status}`;
      const error = `webhook ${message.messageId} not delivered: ${what}`;
      throw message.subscription.enabled ? new Error(error) : new PermanentJobError(error);
    },
  });
}
