import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { MailDetail, MailListResponse } from '@shared/schemas/mail';
import { mailAttempts, mailMessages } from '../db/schema/mail';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { type NewMail, queueMail } from './mail-queue';

let t: TestApp;
let superAdmin: Session;
let admin: Session;
let supervisor: Session;
let technician: Session;
const OUTBOX = { SMTP_URL: undefined, MAIL_FROM: 'office@greenleaf.example' };
const QUEUE = { SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'office@greenleaf.example' };

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.loginAs(Role.SuperAdmin);
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

const mail = (over: Partial<NewMail> = {}): NewMail => ({
  kind: 'report',
  to: ['ana@customer.example'],
  subject: 'Your service report',
  text: 'Hello',
  ...over,
});
const get = (session: Session | null, url: string) => t.request(session, { method: 'GET', url });
async function list(query: string) {
  const res = await get(admin, `/api/mail${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MailListResponse>();
}

describe('GET /api/mail', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const outbox = await queueMail(t.db, OUTBOX, mail({ to: ['olga@outbox.example'], subject: 'Kept here' }));
    const queued = await queueMail(t.db, QUEUE, mail({ to: ['quinn@queue.example'], subject: 'Waiting' }));
    const sending = await queueMail(t.db, QUEUE, mail({ to: ['sam@queue.example'], subject: 'In hand' }));
    const sent = await queueMail(
      t.db,
      QUEUE,
      mail({ kind: 'test', to: ['sent@done.example'], subject: 'Hi 100%' }),
    );
    const failed = await queueMail(t.db, QUEUE, mail({ kind: 'password-reset', to: ['fay@gone.example'] }));
    await t.db.update(mailMessages).set({ status: 'sending' }).where(eq(mailMessages.id, sending.id));
    await t.db.update(mailMessages).set({ status: 'sent', attempts: 1 }).where(eq(mailMessages.id, sent.id));
    await t.db
      .update(mailMessages)
      .set({ status: 'failed', attempts: 1, lastError: '550 No such mailbox' })
      .where(eq(mailMessages.id, failed.id));
    ids = { outbox: outbox.id, queued: queued.id, sending: sending.id, sent: sent.id, failed: failed.id };
  });

  it('is for Admins only', async () => {
    expect((await get(null, '/api/mail')).statusCode).toBe(401);
    expect((await get(technician, '/api/mail')).statusCode).toBe(403);
    expect((await get(supervisor, '/api/mail')).statusCode).toBe(403);
    expect((await get(superAdmin, '/api/mail')).statusCode).toBe(200);
    expect((await get(supervisor, `/api/mail/${ids.outbox}`)).statusCode).toBe(403);
    expect((await get(null, `/api/mail/${ids.outbox}`)).statusCode).toBe(401);
  });

  it('lists every mail newest first with its status and tries', async () => {
    const body = await list('');
    expect(body.total).toBe(5);
    // This app has no SMTP_URL: new mail is kept in the outbox.
    expect(body.sending).toBe(false);
    expect(body.mails.map((m) => m.id)).toEqual(
      [ids.failed, ids.sent, ids.sending, ids.queued, ids.outbox].map((id) => id!),
    );
    expect(body.mails[0]).toMatchObject({
      kind: 'password-reset',
      recipients: ['fay@gone.example'],
      status: 'failed',
      attempts: 1,
      last_error: '550 No such mailbox',
    });
  });

  it('filters by status (queued includes the one being sent), kind and text', async () => {
    expect((await list('?status=outbox')).mails.map((m) => m.id)).toEqual([ids.outbox]);
    expect((await list('?status=queued')).mails.map((m) => m.id)).toEqual([ids.sending, ids.queued]);
    expect((await list('?status=sent')).mails.map((m) => m.id)).toEqual([ids.sent]);
    expect((await list('?status=failed')).total).toBe(1);
    expect((await list('?kind=test')).mails.map((m) => m.id)).toEqual([ids.sent]);
    expect((await list('?kind=report&status=queued')).total).toBe(2);
    expect((await list('?filter=QUEUE.example')).mails.map((m) => m.id)).toEqual([ids.sending, ids.queued]);
    expect((await list('?filter=kept')).mails.map((m) => m.id)).toEqual([ids.outbox]);
    // The user's % is a character, not a wildcard.
    expect((await list('?filter=100%25')).mails.map((m) => m.id)).toEqual([ids.sent]);
    expect((await list('?filter=%25')).mails.map((m) => m.id)).toEqual([ids.sent]);
  });

  it('says mail is sent when SMTP_URL is set', async () => {
    const sendingApp = await createTestApp({ SMTP_URL: 'smtp://mail.example:587' });
    try {
      const res = await sendingApp.request(await sendingApp.loginAs(Role.Admin), {
        method: 'GET',
        url: '/api/mail',
      });
      expect(res.json<MailListResponse>()).toMatchObject({ sending: true, total: 0, mails: [] });
    } finally {
      await sendingApp.close();
    }
  });

  it('refuses an unknown status or kind with 400', async () => {
    expect((await get(admin, '/api/mail?status=sending')).statusCode).toBe(400);
    expect((await get(admin, '/api/mail?kind=spam')).statusCode).toBe(400);
    expect((await get(admin, '/api/mail?page=0')).statusCode).toBe(400);
  });
});

describe('paging', () => {
  it('answers 25 a page and the rest on the next', async () => {
    for (let i = 0; i < 27; i += 1) {
      await queueMail(
        t.db,
        OUTBOX,
        mail({ kind: 'test', subject: `Paged ${i}`, to: [`paged${i}@page.example`] }),
      );
    }
    const first = await list('?filter=page.example');
    const second = await list('?filter=page.example&page=2');
    expect(first.total).toBe(27);
    expect(first.mails).toHaveLength(25);
    expect(first.mails[0]!.subject).toBe('Paged 26');
    expect(second.mails.map((m) => m.subject)).toEqual(['Paged 1', 'Paged 0']);
  });
});

describe('GET /api/mail/:id', () => {
  it('answers the whole message with its delivery log', async () => {
    const creator = await t.createUser({ name: 'Olive Office', typeId: Role.Supervisor });
    const { id } = await queueMail(
      t.db,
      QUEUE,
      mail({
        to: ['ana@customer.example', 'ben@customer.example'],
        text: 'Your report: https://fieldbook.example/share/abc\n',
        attachments: [{ kind: 'report-pdf', reportId: 4 }],
        createdBy: creator,
      }),
    );
    await t.db.insert(mailAttempts).values([
      {
        messageId: id,
        ok: false,
        response: 'ECONNREFUSED connect ECONNREFUSED',
        attemptedAt: new Date(1000),
      },
      { messageId: id, ok: true, response: '250 OK queued', attemptedAt: new Date(2000) },
    ]);
    const res = await get(admin, `/api/mail/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MailDetail>();
    expect(body).toMatchObject({
      id,
      recipients: ['ana@customer.example', 'ben@customer.example'],
      subject: 'Your service report',
      text_body: 'Your report: https://fieldbook.example/share/abc\n',
      links_withheld: false,
      status: 'queued',
      attachments: [{ kind: 'report-pdf', report_id: 4 }],
      created_by: { id: creator, name: 'Olive Office' },
    });
    expect(body.message_id).toMatch(/^<.+@greenleaf\.example>$/);
    expect(body.attempt_log.map((a) => [a.ok, a.response])).toEqual([
      [false, 'ECONNREFUSED connect ECONNREFUSED'],
      [true, '250 OK queued'],
    ]);
  });

  it('answers 404 for a mail that does not exist, 400 for an id that cannot be one', async () => {
    const res = await get(admin, '/api/mail/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound.mail' });
    expect((await get(admin, '/api/mail/abc')).statusCode).toBe(400);
  });

  it("withholds a Super Admin's reset link from Admins, not from Super Admins", async () => {
    const text = 'Reset: https://fieldbook.example/reset-password/secret-token\nIt works for 1 hour.';
    const reset = (userId: number) => queueMail(t.db, OUTBOX, mail({ kind: 'password-reset', text, userId }));
    const ofSuper = await reset(superAdmin.userId);
    const ofTechnician = await reset(technician.userId);
    const asAdmin = (await get(admin, `/api/mail/${ofSuper.id}`)).json<MailDetail>();
    expect(asAdmin.links_withheld).toBe(true);
    expect(asAdmin.text_body).not.toContain('secret-token');
    expect(asAdmin.text_body).toContain('It works for 1 hour.');
    const asSuper = (await get(superAdmin, `/api/mail/${ofSuper.id}`)).json<MailDetail>();
    expect(asSuper).toMatchObject({ links_withheld: false, text_body: text });
    const technicians = (await get(admin, `/api/mail/${ofTechnician.id}`)).json<MailDetail>();
    expect(technicians).toMatchObject({ links_withheld: false, text_body: text });
  });
});
