import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { passwordResets } from '../db/schema/password-resets';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { forgot, mailsTo, person, reset, tokenIn } from './password-reset.fixtures';
import { MAX_RESET_MAILS_PER_ACCOUNT } from './password-reset.repository';

/** Issue 19, item 5: an Admin sends a user a password reset link. */

let t: TestApp;
let admin: Session;
let superAdmin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  superAdmin = await t.loginAs(Role.SuperAdmin);
});
afterAll(() => t.close());

const sendReset = (session: Session | null, id: number) =>
  t.request(session, { method: 'POST', url: `/api/users/${id}/send-password-reset` });

async function nameOf(id: number) {
  const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row!.name;
}

describe('POST /api/users/:id/send-password-reset', () => {
  it('queues a mail naming the Admin who sent it, whose link sets a new password', async () => {
    const user = await person(t);
    const res = await sendReset(admin, user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    const [mail] = await mailsTo(t, user.email);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      status: 'outbox',
      recipients: [user.email],
      subject: 'Reset your Fieldbook password',
      userId: user.id,
      createdBy: admin.userId,
    });
    expect(mail!.textBody).toContain(
      `${await nameOf(admin.userId)}, an Admin of your company, sent you this link`,
    );
    expect(mail!.textBody).toContain('If you did not expect this mail');
    // Without PUBLIC_URL the link points at this server's own port.
    expect(mail!.textBody).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/m);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.sentBy).toBe(admin.userId);

    expect((await reset(t, tokenIn(mail!.textBody), 'Admin-sent-pass-1')).statusCode).toBe(200);
    expect((await t.login(user.email, 'Admin-sent-pass-1')).userId).toBe(user.id);
  });

  it('is for Admins: Supervisors and Technicians get 403, nobody logged in 401, and nothing is sent', async () => {
    const user = await person(t);
    for (const role of [Role.Supervisor, Role.Technician]) {
      const res = await sendReset(await t.loginAs(role), user.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'common.notAllowed' });
    }
    expect((await sendReset(null, user.id)).statusCode).toBe(401);
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it("leaves a Super Admin's account to Super Admins", async () => {
    const boss = await person(t, { typeId: Role.SuperAdmin });
    const refused = await sendReset(admin, boss.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'user.superAdminOnly',
      message: 'Only a Super Admin can reset the password of a Super Admin.',
    });
    expect(await mailsTo(t, boss.email)).toEqual([]);
    expect((await sendReset(superAdmin, boss.id)).statusCode).toBe(200);
    expect(await mailsTo(t, boss.email)).toHaveLength(1);
    // An Admin may send one to another Admin, and to themself.
    const other = await person(t, { typeId: Role.Admin });
    expect((await sendReset(admin, other.id)).statusCode).toBe(200);
    expect((await sendReset(admin, admin.userId)).statusCode).toBe(200);
  });

  it('is 404 for a deleted or unknown user and 409 for an inactive one', async () => {
    const deleted = await person(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const gone = await sendReset(admin, deleted.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'notFound.user' });
    expect((await sendReset(admin, 999_999)).statusCode).toBe(404);

    const inactive = await person(t, { statusId: Status.Inactive });
    const refused = await sendReset(admin, inactive.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'user.resetInactive',
      message: 'This user is inactive. Make the account active before sending a password reset.',
    });
    expect(await mailsTo(t, deleted.email)).toEqual([]);
    expect(await mailsTo(t, inactive.email)).toEqual([]);
  });

  it("is not held to the login page's hourly cap", async () => {
    const user = await person(t);
    for (let i = 0; i < MAX_RESET_MAILS_PER_ACCOUNT; i++) await forgot(t, user.email, `192.0.2.${200 + i}`);
    expect(await mailsTo(t, user.email)).toHaveLength(MAX_RESET_MAILS_PER_ACCOUNT);
    expect((await sendReset(admin, user.id)).statusCode).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(MAX_RESET_MAILS_PER_ACCOUNT + 1);
  });
});
