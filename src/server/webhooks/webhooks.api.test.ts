import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type {
  WebhookMessagesResponse,
  WebhookSubscription,
  WebhookWithSecret,
} from '@shared/schemas/webhooks';
import { webhookAttempts, webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { startWebhookSender } from './webhook-sender';
import { newSecret } from './webhooks.repository';
import { startReceiver, submittedReport } from './webhooks.fixtures';

/** `t` allows this machine's receivers (WEBHOOK_ALLOWED_NETWORKS); `strict` is a default setup. */
let t: TestApp;
let strict: TestApp;
let admin: Session;
let strictAdmin: Session;
const stops: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' });
  strict = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  strictAdmin = await strict.loginAs(Role.Admin);
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await t.db.delete(webhookSubscriptions);
  await strict.db.delete(webhookSubscriptions);
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

/** A worker's pass over the queue, then stopped (a running one would take what a route wakes it for). */
async function drain(app: TestApp) {
  const w = await startWebhookSender({
    db: app.db,
    config: app.app.config,
    boss: app.app.boss,
    log: app.app.log,
  });
  try {
    return await w.drain();
  } finally {
    await w.stop();
  }
}
async function subscribe(url: string, events: string[] = ['report.finished']) {
  const res = await t.request(admin, { method: 'POST', url: '/api/webhooks', payload: { url, events } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookWithSecret>();
}
const log = async (id: number) =>
  (
    await t.request(admin, { method: 'GET', url: `/api/webhooks/${id}/messages` })
  ).json<WebhookMessagesResponse>();

/** docs/webhook-receiver.mjs, run as its readers would, with the lines it prints. */
async function runReceiverScript(secret: string) {
  const script = path.resolve(import.meta.dirname, '../../../docs/webhook-receiver.mjs');
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stops.push(async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = (await lines.next()).value as string;
  const url = /^listening on (http:\/\/\S+)$/.exec(first)?.[1];
  expect(url, first).toBeDefined();
  return {
    url: `${url!}/fieldbook`,
    next: async () => JSON.parse((await lines.next()).value as string) as unknown,
  };
}

describe('webhook subscriptions', () => {
  it('delivers to the receiver script of the docs, which verifies it and refuses a forged one', async () => {
    const secret = newSecret();
    const receiver = await runReceiverScript(secret);
    const sub = await subscribe(receiver.url, ['report.finished', 'report.returned']);
    // The script knows the subscription's secret (given at creation; here set to the script's).
    await t.db.update(webhookSubscriptions).set({ secret }).where(eq(webhookSubscriptions.id, sub.id));
    const technician = await t.createUser({ typeId: Role.Technician });
    const reportId = await submittedReport(t.db, technician);
    const returned = await t.request(admin, {
      method: 'POST',
      url: `/api/reports/${reportId}/return`,
      payload: { reason: 'Add the photos' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await drain(t)).toBe(1);
    const [message] = (await log(sub.id)).messages;
    expect(message).toMatchObject({
      status: 'delivered',
      event_type: 'report.returned',
      tries: [{ response_status: 204 }],
    });
    expect(await receiver.next()).toEqual({
      id: message!.message_id,
      type: 'report.returned',
      timestamp: expect.any(String),
      data: { id: reportId, job_id: expect.any(Number) },
    });
    const forged = await fetch(receiver.url, {
      method: 'POST',
      headers: {
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,Zm9yZ2Vk',
      },
      body: message!.payload,
    });
    expect(forged.status).toBe(401);
  });

  it('refuses at save a URL on the server’s own network, private or the metadata address', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.20/hook',
      'http://100.64.0.1/hook',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0.0.0.0/hook',
      'http://localhost:8080/hook',
    ]) {
      const res = await strict.request(strictAdmin, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['report.finished'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'webhook.addressRefused' });
    }
    const ftp = await strict.request(strictAdmin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'ftp://93.184.215.14/hook', events: ['report.finished'] },
    });
    expect(ftp.statusCode).toBe(400);
    const none = await strict.request(strictAdmin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://93.184.215.14/hook', events: [] },
    });
    expect(none.statusCode).toBe(400);
    const publicOne = await strict.request(strictAdmin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://93.184.215.14/hook', events: ['visit.done'] },
    });
    expect(publicOne.statusCode).toBe(200);
    const moved = await strict.request(strictAdmin, {
      method: 'PATCH',
      url: `/api/webhooks/${publicOne.json<WebhookSubscription>().id}`,
      payload: { url: 'http://10.0.0.1/hook' },
    });
    expect(moved.json()).toMatchObject({ code: 'webhook.addressRefused' });
  });

  it('refuses at delivery an address that is not allowed, by number or by a name resolved then', async () => {
    const receiver = await startReceiver();
    stops.push(receiver.stop);
    const port = new URL(receiver.url).port;
    // Saved when they were allowed (or a name that resolved elsewhere then): checked again at each try.
    for (const url of [receiver.url, `http://localhost:${port}/hooks`]) {
      const [sub] = await strict.db
        .insert(webhookSubscriptions)
        .values({ url, events: ['report.finished'], secret: newSecret(), createdBy: strictAdmin.userId })
        .returning();
      const test = await strict.request(strictAdmin, {
        method: 'POST',
        url: `/api/webhooks/${sub!.id}/test`,
      });
      expect(test.statusCode).toBe(200);
      expect(await drain(strict)).toBe(1);
      const [message] = await strict.db
        .select()
        .from(webhookMessages)
        .where(eq(webhookMessages.subscriptionId, sub!.id));
      const [attempt] = await strict.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.messageId, message!.id));
      expect(attempt, url).toMatchObject({ ok: false, responseStatus: null });
      expect(attempt!.response, url).toMatch(/^the address (127\.0\.0\.1|::1) is not a public one/);
    }
    expect(receiver.received).toEqual([]);
  });

  it('lets an Admin change, disable, test, redeliver and delete a subscription', async () => {
    const receiver = await startReceiver();
    stops.push(receiver.stop);
    const sub = await subscribe(receiver.url);
    const listed = (await t.request(admin, { method: 'GET', url: '/api/webhooks' })).json();
    expect(JSON.stringify(listed)).not.toContain(sub.secret);
    const changed = await t.request(admin, {
      method: 'PATCH',
      url: `/api/webhooks/${sub.id}`,
      payload: { description: 'Billing system', events: ['visit.done', 'filing.made'] },
    });
    expect(changed.json()).toMatchObject({
      description: 'Billing system',
      events: ['visit.done', 'filing.made'],
    });
    const test = await t.request(admin, { method: 'POST', url: `/api/webhooks/${sub.id}/test` });
    expect(test.statusCode).toBe(200);
    expect(await drain(t)).toBe(1);
    const [message] = (await log(sub.id)).messages;
    expect(message).toMatchObject({ event_type: 'webhook.test', status: 'delivered' });
    expect(JSON.parse(message!.payload)).toMatchObject({ type: 'webhook.test', data: { id: sub.id } });
    // Redelivered: one more try now, the same id and body.
    const again = await t.request(admin, {
      method: 'POST',
      url: `/api/webhooks/${sub.id}/messages/${message!.id}/redeliver`,
    });
    expect(again.statusCode).toBe(200);
    expect(await drain(t)).toBe(1);
    expect(receiver.received.map((r) => [r.headers['webhook-id'], r.body])).toEqual([
      [message!.message_id, message!.payload],
      [message!.message_id, message!.payload],
    ]);
    expect((await log(sub.id)).messages[0]!.tries).toHaveLength(2);
    const disabled = await t.request(admin, {
      method: 'PATCH',
      url: `/api/webhooks/${sub.id}`,
      payload: { enabled: false },
    });
    expect(disabled.json()).toMatchObject({ enabled: false, disabled_reason: 'admin' });
    const other = await subscribe(receiver.url);
    const wrong = await t.request(admin, {
      method: 'POST',
      url: `/api/webhooks/${other.id}/messages/${message!.id}/redeliver`,
    });
    expect(wrong.statusCode).toBe(404);
    expect((await t.request(admin, { method: 'DELETE', url: `/api/webhooks/${sub.id}` })).statusCode).toBe(
      200,
    );
    const gone = await t.request(admin, { method: 'GET', url: `/api/webhooks/${sub.id}/messages` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'webhook.notFound' });
  });

  it('refuses the subscriptions to Supervisors and Technicians', async () => {
    for (const role of [Role.Supervisor, Role.Technician]) {
      const session = await t.loginAs(role);
      expect((await t.request(session, { method: 'GET', url: '/api/webhooks' })).statusCode).toBe(403);
      const create = await t.request(session, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: 'https://93.184.215.14/hook', events: ['report.finished'] },
      });
      expect(create.statusCode).toBe(403);
    }
  });
});
