import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { USER_MESSAGES } from '@shared/schemas/users';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { createTestApp, TEST_PASSWORD, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let superAdmin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  superAdmin = await t.loginAs(Role.SuperAdmin);
});
afterAll(() => t.close());

let n = 0;
/** A valid create body with a fresh email and username. */
function newUser(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Created Person ${n}`,
    email: `created.${n}@example.com`,
    username: `created${n}`,
    password: 'Sturdy-pass-42',
    type_id: Role.Technician,
    status_id: Status.Active,
    ...overrides,
  };
}

const create = (payload: unknown, session: Session = admin) =>
  t.request(session, { method: 'POST', url: '/api/users', payload });
const update = (id: number, payload: unknown, session: Session = admin) =>
  t.request(session, { method: 'PUT', url: `/api/users/${id}`, payload });
const get = (id: number, session: Session = admin) =>
  t.request(session, { method: 'GET', url: `/api/users/${id}` });
const logIn = (login: string, password = TEST_PASSWORD) =>
  t.request(null, { method: 'POST', url: '/api/auth/login', payload: { login, password } });
const whoAmI = (session: Session) => t.request(session, { method: 'GET', url: '/api/get-auth-user' });

async function rowOf(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const pick = (row: typeof users.$inferSelect) => ({
  name: row.name,
  email: row.email,
  username: row.username,
  type_id: row.typeId,
  status_id: row.statusId,
});

/**
 * PUT calls whose bodies are held back until every call has passed the permission layer (Fastify
 * reads the body only after the onRequest hooks), then all let go at once.
 */
async function simultaneously(app: TestApp, calls: { session: Session; url: string; payload: unknown }[]) {
  const held = calls.map(({ session, url, payload }) => {
    const text = JSON.stringify(payload);
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const body = new Readable({ read: () => started() });
    const response = app.app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
      },
    });
    return { text, body, reading, response };
  });
  await Promise.all(held.map((h) => Promise.race([h.reading, h.response])));
  for (const h of held) {
    h.body.push(h.text);
    h.body.push(null);
  }
  return Promise.all(held.map((h) => h.response));
}

/** The edit form's body for an existing user, with changes. */
async function bodyOf(id: number, changes: Record<string, unknown> = {}) {
  return { ...pick(await rowOf(id)), ...changes };
}

describe('POST /api/users', () => {
  it('creates a user who shows in the list and can log in with the password; no hash is sent', async () => {
    const body = newUser({ name: '  Wanda Wright ', email: 'Wanda.Wright@Example.com', username: 'WWright' });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Wanda Wright',
      email: 'Wanda.Wright@Example.com',
      username: 'wwright',
      type_id: Role.Technician,
      status_id: Status.Active,
      type: { type: 'Technician' },
      status: { status: 'Active' },
      jobcount: 0,
      certification_expires_on: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      daily_capacity_hours: 8,
      language: null,
    });
    expect(res.body).not.toMatch(/password|scrypt\$/i);

    const list = await t.request(admin, { method: 'GET', url: '/api/get-users-filtered?filter=wanda' });
    expect(list.json<{ id: number }[]>().map((r) => r.id)).toEqual([user.id]);
    expect((await logIn('wanda.wright@example.com', 'Sturdy-pass-42')).statusCode).toBe(200);
    expect((await logIn('WWRIGHT', 'Sturdy-pass-42')).statusCode).toBe(200);
    expect((await rowOf(user.id)).passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers 400 with a message per field for bad input, and writes nothing', async () => {
    const before = await t.db.$count(users);
    const res = await create({
      name: ' ',
      email: 'not-an-email',
      username: 'a b',
      password: 'short',
      type_id: 9,
      status_id: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: USER_MESSAGES.nameRequired,
      email: USER_MESSAGES.emailInvalid,
      username: USER_MESSAGES.usernameRule,
      password: USER_MESSAGES.passwordTooShort,
      type_id: USER_MESSAGES.roleRequired,
      status_id: USER_MESSAGES.statusRequired,
    });
    expect(await t.db.$count(users)).toBe(before);
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['email', 'name', 'password', 'status_id', 'type_id', 'username'].sort(),
    );
  });

  it.each([
    ['too short', 'Abcdefg1!', USER_MESSAGES.passwordTooShort],
    ['all lowercase', 'abcdefghijkl', USER_MESSAGES.passwordOneKind],
    ['all digits', '12345678901', USER_MESSAGES.passwordOneKind],
    ['too long', `Aa1${'x'.repeat(200)}`, USER_MESSAGES.passwordTooLong],
  ])('refuses a password that is %s', async (_what, password, message) => {
    const res = await create(newUser({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: message });
  });

  it('accepts a passphrase of lowercase words and spaces, or of Persian words with a digit', async () => {
    expect((await create(newUser({ password: 'correct horse battery' }))).statusCode).toBe(200);
    expect((await create(newUser({ password: 'رمز عبور خوب ۷' }))).statusCode).toBe(200);
  });

  it('refuses a password equal to the email or the username', async () => {
    const res = await create(newUser({ username: 'copycat.user', password: 'Copycat.User' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: USER_MESSAGES.passwordIsLogin });
  });

  it('answers a taken email or username as a 409 on that field, ignoring case', async () => {
    const first = await create(newUser({ email: 'dup@example.com', username: 'dupuser' }));
    expect(first.statusCode).toBe(200);
    const email = await create(newUser({ email: 'DUP@example.com' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      code: 'user.emailTaken',
      message: USER_MESSAGES.emailTaken,
      errors: { email: USER_MESSAGES.emailTaken },
      fieldCodes: { email: { code: 'user.emailTaken' } },
    });
    const both = await create(newUser({ email: 'dup@example.com', username: 'DupUser' }));
    expect(both.statusCode).toBe(409);
    expect(both.json().errors).toEqual({
      email: USER_MESSAGES.emailTaken,
      username: USER_MESSAGES.usernameTaken,
    });
  });

  it('turns two simultaneous creations of one email into one user and one field error', async () => {
    const body = newUser({ email: 'race@example.com' });
    const answers = await Promise.all([create(body), create({ ...body, username: 'raceother' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().errors).toMatchObject({ email: USER_MESSAGES.emailTaken });
  });

  it('frees the email of a deleted user for a new account', async () => {
    const old = await create(newUser({ email: 'reused@example.com' }));
    const del = await t.request(admin, {
      method: 'POST',
      url: '/api/delete-user',
      payload: { id: old.json().id },
    });
    expect(del.statusCode).toBe(200);
    expect((await create(newUser({ email: 'reused@example.com' }))).statusCode).toBe(200);
  });

  it('lets only a Super Admin create a Super Admin', async () => {
    const byAdmin = await create(newUser({ type_id: Role.SuperAdmin }), admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().errors).toEqual({ type_id: expect.stringMatching(/Super Admin/) });
    const bySuper = await create(newUser({ type_id: Role.SuperAdmin }), superAdmin);
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().type).toEqual({ type: 'Super Admin' });
  });

  it('writes an audit row with the actor and no password hash', async () => {
    const res = await create(newUser({ name: 'Audit Newcomer' }));
    const id = res.json().id as number;
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'insert', userId: admin.userId });
    expect(rows[0]!.after).toMatchObject({ name: 'Audit Newcomer' });
    expect(JSON.stringify(rows[0])).not.toMatch(/scrypt\$|password_hash/);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the user, and 404 for an unknown or deleted one', async () => {
    const id = await t.createUser({ name: 'Fetched Fay', typeId: Role.Supervisor });
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Fetched Fay', type_id: 3, type: { type: 'Supervisor' } });
    expect(res.body).not.toMatch(/password|scrypt\$/i);
    expect((await get(999999)).statusCode).toBe(404);
    await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { id } });
    expect((await get(id)).statusCode).toBe(404);
    expect((await t.request(admin, { method: 'GET', url: '/api/users/abc' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes the fields, keeps the password when none is sent, and writes an audit row', async () => {
    const id = await t.createUser({ name: 'Edit Me' });
    const hash = (await rowOf(id)).passwordHash;
    const res = await update(
      id,
      await bodyOf(id, {
        name: 'Edited Person',
        email: 'edited.person@example.com',
        username: 'edited.person',
        type_id: Role.Supervisor,
        password: '',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Edited Person',
      email: 'edited.person@example.com',
      username: 'edited.person',
      type: { type: 'Supervisor' },
    });
    expect((await rowOf(id)).passwordHash).toBe(hash);
    expect((await logIn('edited.person')).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'update')),
      );
    expect(audit).toMatchObject({ userId: admin.userId, before: { name: 'Edit Me' } });
    expect(audit!.after).toMatchObject({ name: 'Edited Person', type_id: Role.Supervisor });
    expect(audit!.after).not.toHaveProperty('password_changed');
  });

  it('sets a new password, which ends the user’s sessions, and the strength rule applies', async () => {
    const id = await t.createUser({ name: 'Reset Rob' });
    const email = (await rowOf(id)).email;
    const session = await t.login(email);
    const weak = await update(id, await bodyOf(id, { password: 'aaaaaaaaaaaa' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: USER_MESSAGES.passwordOneKind });

    expect((await update(id, await bodyOf(id, { password: 'Brand-new-pass-7' }))).statusCode).toBe(200);
    expect((await whoAmI(session)).statusCode).toBe(401);
    expect((await logIn(email)).statusCode).toBe(401);
    expect((await logIn(email, 'Brand-new-pass-7')).statusCode).toBe(200);
  });

  it('answers a taken email or username as a 409 on that field', async () => {
    await t.createUser({ email: 'holder@example.com', username: 'holder' });
    const id = await t.createUser();
    const res = await update(id, await bodyOf(id, { email: 'Holder@example.com', username: 'HOLDER' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      email: USER_MESSAGES.emailTaken,
      username: USER_MESSAGES.usernameTaken,
    });
    // Keeping one's own email is no conflict.
    expect((await update(id, await bodyOf(id, { name: 'Same Email' }))).statusCode).toBe(200);
  });

  it('deactivating a user ends their sessions and stops their login', async () => {
    const id = await t.createUser({ name: 'Paused Pat' });
    const email = (await rowOf(id)).email;
    const session = await t.login(email);
    const res = await update(id, await bodyOf(id, { status_id: Status.Inactive }));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toEqual({ status: 'Inactive' });
    expect((await whoAmI(session)).statusCode).toBe(401);
    expect((await logIn(email)).statusCode).toBe(401);
  });

  it('refuses an Admin editing a Super Admin or giving that role (403); a Super Admin may', async () => {
    const boss = await t.createUser({ name: 'Boss Untouched', typeId: Role.SuperAdmin });
    const byAdmin = await update(boss, await bodyOf(boss, { name: 'Boss Renamed' }), admin);
    expect(byAdmin.statusCode).toBe(403);
    expect((await rowOf(boss)).name).toBe('Boss Untouched');

    const tech = await t.createUser({ name: 'Climber' });
    const promote = await update(tech, await bodyOf(tech, { type_id: Role.SuperAdmin }), admin);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().errors).toEqual({ type_id: expect.stringMatching(/Super Admin/) });
    expect((await rowOf(tech)).typeId).toBe(Role.Technician);

    const bySuper = await update(boss, await bodyOf(boss, { type_id: Role.Admin }), superAdmin);
    expect(bySuper.statusCode).toBe(200);
    expect(
      (await update(tech, await bodyOf(tech, { type_id: Role.SuperAdmin }), superAdmin)).statusCode,
    ).toBe(200);
  });

  it('lets nobody change their own role or deactivate themselves, but edit their own name', async () => {
    for (const session of [admin, superAdmin]) {
      const id = session.userId;
      const role = await update(id, await bodyOf(id, { type_id: Role.Technician }), session);
      expect(role.statusCode).toBe(403);
      expect(role.json().message).toMatch(/own role/);
      const status = await update(id, await bodyOf(id, { status_id: Status.Inactive }), session);
      expect(status.statusCode).toBe(403);
      expect(status.json().message).toMatch(/deactivate your own/);
      expect(await rowOf(id)).toMatchObject({ statusId: Status.Active });
      const name = await update(id, await bodyOf(id, { name: `Self Named ${id}` }), session);
      expect(name.statusCode).toBe(200);
    }
    // An Admin giving themselves the Super Admin role is refused by both rules.
    const up = await update(admin.userId, await bodyOf(admin.userId, { type_id: Role.SuperAdmin }), admin);
    expect(up.statusCode).toBe(403);
  });

  it('keeps the current session when a user changes their own password here, and ends the others', async () => {
    const id = await t.createUser({ typeId: Role.Admin });
    const email = (await rowOf(id)).email;
    const here = await t.login(email);
    const elsewhere = await t.login(email);
    const res = await update(id, await bodyOf(id, { password: 'Own-new-pass-11' }), here);
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
  });

  it('keeps the last active Super Admin when the only two demote each other at once (409)', async () => {
    // Only a Super Admin edits a Super Admin and nobody demotes themselves, so the rule is reached
    // when the only two Super Admins demote each other at the same moment.
    const solo = await createTestApp();
    try {
      const one = await solo.loginAs(Role.SuperAdmin);
      const two = await solo.loginAs(Role.SuperAdmin);
      const demotion = async (id: number) => {
        const [row] = await solo.db.select().from(users).where(eq(users.id, id));
        return { ...pick(row!), type_id: Role.Admin };
      };
      const answers = await simultaneously(solo, [
        { session: one, url: `/api/users/${two.userId}`, payload: await demotion(two.userId) },
        { session: two, url: `/api/users/${one.userId}`, payload: await demotion(one.userId) },
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(/last active Super Admin/);
      const left = await solo.db.select().from(users).where(eq(users.typeId, Role.SuperAdmin));
      expect(left).toHaveLength(1);
      expect(left[0]!.statusId).toBe(Status.Active);
    } finally {
      await solo.close();
    }
  });

  it('lets a Super Admin demote or deactivate an inactive or a second Super Admin', async () => {
    const dormant = await t.createUser({ typeId: Role.SuperAdmin, statusId: Status.Inactive });
    const res = await update(dormant, await bodyOf(dormant, { type_id: Role.Admin }), superAdmin);
    expect(res.statusCode).toBe(200);
    const second = await t.createUser({ typeId: Role.SuperAdmin });
    const off = await update(second, await bodyOf(second, { status_id: Status.Inactive }), superAdmin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ type_id: Role.SuperAdmin, status_id: Status.Inactive });
  });

  it('answers 404 for an unknown or deleted user and 400 for a bad id', async () => {
    const id = await t.createUser();
    const body = await bodyOf(id);
    expect((await update(999999, body)).statusCode).toBe(404);
    await t.request(admin, { method: 'POST', url: '/api/delete-user', payload: { id } });
    expect((await update(id, body)).statusCode).toBe(404);
    expect((await update(0, body)).statusCode).toBe(400);
  });
});
