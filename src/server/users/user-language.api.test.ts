import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { users } from '../db/schema/users';
import { databaseDigest } from '../test/database-digest';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/** Issue 35 item 1: an Admin gives a user a language (their mail's and PDFs'), on create and on edit. */

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const body = (language?: unknown) => ({
  name: 'Layla Haddad',
  email: 'layla@example.com',
  username: 'layla',
  type_id: Role.Technician,
  status_id: Status.Active,
  ...(language === undefined ? {} : { language }),
});
const languageOf = async (id: number) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

it('is stored on create and on edit, kept when left out, cleared with null; any other value is 400 and writes nothing', async () => {
  const created = await t.request(admin, {
    method: 'POST',
    url: '/api/users',
    payload: { ...body('ar'), password: 'Sturdy-pass-42' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json<{ id: number }>();
  expect(created.json()).toMatchObject({ language: 'ar' });
  expect(await languageOf(id)).toBe('ar');

  const put = (payload: unknown) => t.request(admin, { method: 'PUT', url: `/api/users/${id}`, payload });
  expect((await put(body('fa'))).json()).toMatchObject({ language: 'fa' });
  // Left out: kept (an older client's form).
  expect((await put(body())).json()).toMatchObject({ language: 'fa' });
  expect((await t.request(admin, { method: 'GET', url: `/api/users/${id}` })).json()).toMatchObject({
    language: 'fa',
  });
  expect((await put(body(null))).json()).toMatchObject({ language: null });
  expect(await languageOf(id)).toBeNull();

  const before = await databaseDigest(t.db);
  const refused = await put(body('de'));
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toHaveProperty('language');
  expect(await databaseDigest(t.db)).toBe(before);
});
