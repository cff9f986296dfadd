import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { users } from '../db/schema/users';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { csv, dryRun, runImport, uploaded, xlsx } from './imports.fixtures';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const HEADINGS = ['Name', 'Email', 'Username', 'Role', 'Status'];
const user = (email: string) =>
  t.db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .then((rows) => rows[0]);

describe('user import', () => {
  it('lists each refusal with its line and matches an existing e-mail as an update', async () => {
    await t.createUser({ name: 'Kept Tech', email: 'kept@example.com', username: 'kept.tech' });
    await t.createUser({ email: 'other@example.com', username: 'taken.name' });
    const file = await uploaded(
      t,
      admin,
      'users',
      csv([
        HEADINGS,
        ['New Tech', 'new.tech@example.com', 'new.tech', 'Technician', 'Active'], // 2 create
        ['No Mail', '', 'no.mail', 'Technician', ''], // 3 missing required
        ['Bad Mail', 'not-mail', 'bad.mail', 'Technician', ''], // 4 bad e-mail
        ['Again', 'NEW.TECH@example.com', 'again', 'Technician', ''], // 5 duplicate of 2
        ['Wizard', 'wizard@example.com', 'wizard', 'Wizard', ''], // 6 unknown role
        ['Kept Tech', 'kept@example.com', 'kept.tech', 'Supervisor', ''], // 7 update
        ['Taken', 'taken@example.com', 'taken.name', 'Technician', ''], // 8 username taken
        ['Boss', 'boss@example.com', 'boss', 'Super Admin', ''], // 9 not an Admin's to give
        ['Sleepy', 'sleepy@example.com', 'sleepy', 'Admin', 'Asleep'], // 10 unknown status
      ]),
    );
    expect(file.mapping).toEqual({
      name: 'Name',
      email: 'Email',
      username: 'Username',
      role: 'Role',
      status: 'Status',
    });
    const run = await dryRun(t, admin, 'users', file);
    const at = (line: number) => run.rows.find((r) => r.line === line)!;
    const codes = (line: number) => at(line).reasons.map((r) => `${r.column}:${r.code}`);
    expect(at(2).action).toBe('create');
    expect(codes(3)).toEqual(['Email:validation.required']);
    expect(codes(4)).toEqual(['Email:user.emailInvalid']);
    expect(at(5).reasons).toMatchObject([{ code: 'import.duplicateInFile', params: { line: 2 } }]);
    expect(codes(6)).toEqual(['Role:import.unknownRole']);
    expect(at(7)).toMatchObject({
      action: 'update',
      changes: [{ field: 'role', before: 'Technician', after: 'Supervisor' }],
    });
    expect(codes(8)).toEqual(['Username:import.usernameTaken']);
    expect(codes(9)).toEqual(['Role:import.superAdminOnly']);
    expect(codes(10)).toEqual(['Status:import.unknownStatus']);
    expect(run).toMatchObject({ created: 1, updated: 1, refused: 7 });
  });

  it('creates users with an unknown password and undoes the import, putting the role back', async () => {
    await t.createUser({ name: 'Promoted', email: 'promoted@example.com', username: 'promoted' });
    const file = await uploaded(
      t,
      admin,
      'users',
      await xlsx([
        HEADINGS,
        ['Fresh One', 'fresh1@example.com', 'fresh1', 'Technician', 'Active'],
        ['Promoted', 'promoted@example.com', 'promoted', 'Supervisor', 'Active'],
      ]),
    );
    const res = await runImport(t, admin, 'users', 'apply', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 1 });
    const fresh = await user('fresh1@example.com');
    expect(fresh).toMatchObject({ name: 'Fresh One', username: 'fresh1', typeId: Role.Technician });
    expect(fresh!.passwordHash).not.toBe('');
    expect((await user('promoted@example.com'))!.typeId).toBe(Role.Supervisor);

    const id = res.json<{ id: number }>().id;
    const undo = await t.request(admin, { method: 'POST', url: `/api/imports/undo/${id}` });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await user('fresh1@example.com')).toBeUndefined();
    expect((await user('promoted@example.com'))!.typeId).toBe(Role.Technician);
  });

  it('refuses a row about the Admin themself', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    const file = await uploaded(
      t,
      admin,
      'users',
      csv([HEADINGS, ['Me', me!.email, me!.username, 'Admin', '']]),
    );
    const run = await dryRun(t, admin, 'users', file);
    expect(run.rows[0]!.reasons).toMatchObject([{ code: 'import.notYourself' }]);
  });
});
