import { asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { WebhookWithSecret } from '@shared/schemas/webhooks';
import { mailMessages } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { webhookAttempts, webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import { QUEUE_SCHEMA } from '../queue/job-queue';
import type { QueueWorker } from '../queue/queue-worker';
import { dueNow, jobsOf } from '../queue/queue.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { startWebhookSender } from './webhook-sender';
import { type Received, startReceiver, submittedReport } from './webhooks.fixtures';

let t: TestApp;
let admin: Session;
let technicianId: number;
const workers: QueueWorker[] = [];
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  // The receivers run on this machine: the tests allow loopback, as an office would its own network.
  t = await createTestApp({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' });
  admin = await t.loginAs(Role.Admin);
  technicianId = await t.createUser({ typeId: Role.Technician });
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  for (const r of receivers.splice(0)) await r.stop();
  // Each test's subscriptions only: a later test's event reaches no earlier receiver.
  await t.db.delete(webhookSubscriptions);
});
afterAll(() => t.close());

async function receiver(answer?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}
async function worker(now?: () => Date) {
  const w = await startWebhookSender({
    db: t.db,
    config: t.app.config,
    boss: t.app.boss,
    log: t.app.log,
    now,
  });
  workers.push(w);
  return w;
}
async function subscribe(url: string, events = ['report.finished']) {
  const res = await t.request(admin, { method: 'POST', url: '/api/webhooks', payload: { url, events } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookWithSecret>();
}
/** A report finished through its route: the event's source. */
async function finishReport(): Promise<number> {
  const id = await submittedReport(t.db, technicianId);
  const res = await t.request(admin, { method: 'POST', url: `/api/reports/${id}/finish` });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const messagesOf = (subscriptionId: number) =>
  t.db.select().from(webhookMessages).where(eq(webhookMessages.subscriptionId, subscriptionId));
const attemptsOf = (messageId: number) =>
  t.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.messageId, messageId))
    .orderBy(asc(webhookAttempts.id));
const verify = (secret: string, r: Received) => new Webhook(secret).verify(r.body, r.headers);

describe('webhook delivery', () => {
  it('delivers a finished report’s event, signed as the reference verifier checks', async () => {
    const r = await receiver();
    const sub = await subscribe(r.url);
    expect(sub.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const reportId = await finishReport();
    expect(await (await worker()).drain()).toBe(1);
    expect(r.received).toHaveLength(1);
    const [got] = r.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(verify(sub.secret, got!)).toEqual({
      type: 'report.finished',
      timestamp: expect.any(String),
      data: { id: reportId, job_id: expect.any(Number) },
    });
    // Another secret's signature is refused.
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, got!)).toThrow();
    const [message] = await messagesOf(sub.id);
    expect(message).toMatchObject({ status: 'delivered', attempts: 1, payload: got!.body });
    expect(got!.headers['webhook-id']).toBe(message!.messageId);
    expect(await attemptsOf(message!.id)).toEqual([
      expect.objectContaining({ ok: true, responseStatus: 204, response: '' }),
    ]);
    const log = await t.request(admin, { method: 'GET', url: `/api/webhooks/${sub.id}/messages` });
    expect(log.json()).toMatchObject({
      total: 1,
      messages: [{ event_type: 'report.finished', status: 'delivered', tries: [{ response_status: 204 }] }],
    });
  });

  it('tries again after the receiver’s 500, with the same id, on the queue’s backoff', async () => {
    const r = await receiver((_req, n) => (n === 1 ? 500 : 200));
    const sub = await subscribe(r.url);
    await finishReport();
    const w = await worker();
    expect(await w.drain()).toBe(1);
    const [message] = await messagesOf(sub.id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    const [job] = await jobsOf(t.db, 'webhook', { messageId: message!.id });
    expect(job).toMatchObject({ state: 'retry', retry_count: 0 });
    // The first retry waits 60 to 120 seconds.
    const wait = (job!.start_after.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(120);
    expect(await w.drain()).toBe(0);
    await dueNow(t.db, 'webhook');
    expect(await w.drain()).toBe(1);
    expect(r.received.map((x) => x.headers['webhook-id'])).toEqual([message!.messageId, message!.messageId]);
    expect((await messagesOf(sub.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await attemptsOf(message!.id)).map((a) => [a.ok, a.responseStatus, a.response])).toEqual([
      [false, 500, 'answer 500'],
      [true, 200, 'answer 200'],
    ]);
  });

  it('never sends a delivered message again after a restart, and records one held across an expiry once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const r = await receiver(async (_req, n) => {
      if (n === 1) await held;
      return 204;
    });
    const sub = await subscribe(r.url);
    await finishReport();
    const [message] = await messagesOf(sub.id);
    const [job] = await jobsOf(t.db, 'webhook', { messageId: message!.id });
    // The first process sends; the receiver holds the request while the process "dies": its job's
    // hold runs out and the queue's upkeep gives the job to another process.
    const first = await worker(() => new Date('2026-07-04T10:00:00Z'));
    const sending = first.drain();
    await r.waitFor(1);
    await t.db.execute(
      sql`update ${sql.raw(QUEUE_SCHEMA)}.job set started_on = now() - interval '1 hour' where id = ${job!.id}`,
    );
    await t.app.boss.expire();
    await dueNow(t.db, 'webhook');
    const second = await worker(() => new Date('2026-07-04T10:05:00Z'));
    expect(await second.drain()).toBe(1);
    // Still pending when the second took it: sent again, with the same id (the receiver dedupes on it).
    expect(r.received.map((x) => x.headers['webhook-id'])).toEqual([message!.messageId, message!.messageId]);
    release();
    await sending;
    const [after] = await messagesOf(sub.id);
    // Recorded delivered once, at the first answer (the second process's), each try logged.
    expect(after).toMatchObject({
      status: 'delivered',
      attempts: 2,
      deliveredAt: new Date('2026-07-04T10:05:00Z'),
    });
    expect((await attemptsOf(message!.id)).map((a) => a.ok)).toEqual([true, true]);

    // Delivered, its job run again (a restart after the answer, before the job was completed): not sent.
    await t.db.execute(
      sql`update ${sql.raw(QUEUE_SCHEMA)}.job set state = 'retry', start_after = now() where id = ${job!.id}`,
    );
    const third = await worker();
    expect(await third.drain()).toBe(1);
    expect(r.received).toHaveLength(2);
  });

  it('gives a pending message its job again at the start when the queue lost it (a restore)', async () => {
    const r = await receiver();
    const sub = await subscribe(r.url);
    await finishReport();
    const [message] = await messagesOf(sub.id);
    await t.db.execute(
      sql`delete from ${sql.raw(QUEUE_SCHEMA)}.job where name = 'webhook' and data->>'messageId' = ${String(message!.id)}`,
    );
    expect(await (await worker()).drain()).toBe(1);
    expect(r.received.map((x) => x.headers['webhook-id'])).toEqual([message!.messageId]);
    expect((await messagesOf(sub.id))[0]).toMatchObject({ status: 'delivered' });
  });

  it('signs with both secrets for a day after a rotation, then with the new one', async () => {
    const r = await receiver();
    const sub = await subscribe(r.url);
    const rotated = await t.request(admin, { method: 'POST', url: `/api/webhooks/${sub.id}/rotate-secret` });
    expect(rotated.statusCode).toBe(200);
    const { secret, previous_secret_until } = rotated.json<WebhookWithSecret>();
    expect(secret).not.toBe(sub.secret);
    await finishReport();
    expect(await (await worker()).drain()).toBe(1);
    const [got] = r.received;
    expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(secret, got!)).toMatchObject({ type: 'report.finished' });
    expect(verify(sub.secret, got!)).toMatchObject({ type: 'report.finished' });
    // After the overlap (the sender's clock a day on): the new secret alone.
    await finishReport();
    const later = new Date(new Date(previous_secret_until!).getTime() + 1000);
    expect(await (await worker(() => later)).drain()).toBe(1);
    const second = r.received[1]!;
    // The verifier refuses a timestamp a day off the real clock: the signature is compared as it signs.
    const signed = (key: string) => new Webhook(key).sign(second.headers['webhook-id']!, later, second.body);
    expect(second.headers['webhook-signature']).toBe(signed(secret));
    expect(signed(sub.secret)).not.toBe(signed(secret));
  });

  it('disables a subscription whose every try failed for a day, and tells the Admins by mail', async () => {
    const r = await receiver(() => 503);
    const sub = await subscribe(r.url);
    await finishReport();
    const w = await worker();
    for (let tries = 1; tries <= 11; tries += 1) {
      expect(await w.drain()).toBe(1);
      await dueNow(t.db, 'webhook');
    }
    expect(await w.drain()).toBe(0);
    const [message] = await messagesOf(sub.id);
    expect(message).toMatchObject({ status: 'failed', attempts: 11 });
    const list = await t.request(admin, { method: 'GET', url: '/api/webhooks' });
    expect(list.json()).toMatchObject({
      subscriptions: [{ id: sub.id, enabled: false, disabled_reason: 'failures', failed_in_a_row: 1 }],
    });
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'webhook'));
    expect(mails.at(-1)).toMatchObject({ subject: `Webhook disabled: ${r.url}` });
    const [me] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, admin.userId));
    expect(mails.at(-1)!.recipients).toContain(me!.email);
    // Disabled: no event reaches it. Redelivered by hand: one try, which no longer disables anything.
    await finishReport();
    expect(await messagesOf(sub.id)).toHaveLength(1);
    const again = await t.request(admin, {
      method: 'POST',
      url: `/api/webhooks/${sub.id}/messages/${message!.id}/redeliver`,
    });
    expect(again.statusCode).toBe(200);
    const enabled = await t.request(admin, {
      method: 'PATCH',
      url: `/api/webhooks/${sub.id}`,
      payload: { enabled: true },
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabled_reason: null, failed_in_a_row: 0 });
  });
});
