import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReportStatus } from '@shared/constants';
import type { Db } from '../db/client';
import { webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { newSecret } from './webhooks.repository';

export interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: it keeps every request and answers what `answer`
 * says (204 unless told), which may wait for the test to let it go.
 */
export async function startReceiver(
  answer: (r: Received, n: number) => number | Promise<number> = () => 204,
) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      for (const wake of waiters.splice(0)) wake();
      void Promise.resolve(answer(r, received.length)).then((status) =>
        res.writeHead(status).end(`answer ${status}`),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Resolves once `n` requests have come. */
    async waitFor(n: number): Promise<void> {
      while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A report waiting for a Supervisor's or Admin's finish. */
export async function submittedReport(db: Db, userId: number): Promise<number> {
  const template = await insertTemplate(db);
  const jobId = await insertAssignedJob(db, { assignees: [userId] });
  return insertReport(db, { jobId, templateId: template.id, userId, statusId: ReportStatus.Submitted });
}

/**
 * The CSRF test's real calls for the webhook routes (http/csrf.api.test.ts); the subscriptions
 * point at a public address no test sends to (the worker is not running there).
 */
export function webhookCalls(
  db: Db,
  adminId: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  const subscription = async () => {
    const [row] = await db
      .insert(webhookSubscriptions)
      .values({
        url: 'https://93.184.215.14/csrf',
        events: ['report.finished'],
        secret: newSecret(),
        createdBy: await adminId(),
      })
      .returning({ id: webhookSubscriptions.id });
    return row!.id;
  };
  return {
    'POST /api/webhooks': async () => ({
      url: '/api/webhooks',
      payload: { url: 'https://93.184.215.14/csrf', events: ['report.finished'] },
    }),
    'PATCH /api/webhooks/:id': async () => ({
      url: `/api/webhooks/${await subscription()}`,
      payload: { description: 'Csrf' },
    }),
    'DELETE /api/webhooks/:id': async () => ({ url: `/api/webhooks/${await subscription()}` }),
    'POST /api/webhooks/:id/rotate-secret': async () => ({
      url: `/api/webhooks/${await subscription()}/rotate-secret`,
    }),
    'POST /api/webhooks/:id/test': async () => ({ url: `/api/webhooks/${await subscription()}/test` }),
    'POST /api/webhooks/:id/messages/:messageId/redeliver': async () => {
      const id = await subscription();
      const [message] = await db
        .insert(webhookMessages)
        .values({
          subscriptionId: id,
          messageId: `msg_csrf_${id}`,
          eventType: 'webhook.test',
          payload: '{}',
          status: 'failed',
        })
        .returning({ id: webhookMessages.id });
      return { url: `/api/webhooks/${id}/messages/${message!.id}/redeliver` };
    },
  };
}
