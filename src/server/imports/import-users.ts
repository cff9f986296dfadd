import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLE_NAMES, Role, type RoleId, STATUS_NAMES } from '@shared/constants';
import { type UserUpdateBody, userUpdateBody } from '@shared/schemas/users';
import { jobUsers } from '../db/schema/jobs';
import { reports } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { chunks, type Existing, type ImportKindDef, type Refusal, schemaRefusals } from './import-kind';
import { statusOf } from './import-locations';

type UserBody = Required<Pick<UserUpdateBody, 'name' | 'email' | 'username' | 'type_id' | 'status_id'>>;

const ROLE_BY_NAME = new Map(
  Object.entries(ROLE_NAMES).map(([id, name]) => [name.toLowerCase(), Number(id) as RoleId]),
);

function fieldOfPath(path: PropertyKey[]): string | null {
  const first = path.map(String)[0];
  if (first === 'type_id') return 'role';
  if (first === 'status_id') return 'status';
  return first ?? null;
}

function columnsNow(row: typeof users.$inferSelect): Record<string, unknown> {
  return {
    name: row.name,
    email: row.email,
    username: row.username,
    typeId: row.typeId,
    statusId: row.statusId,
  };
}

/**
 * Users without passwords: a created user gets an unknown one and sets their own through
 * "Forgot password?" or an Admin's "Send password reset". A row whose e-mail is a live user's updates them.
 */
export const usersImport: ImportKindDef<UserBody> = {
  entity: 'users',
  label: (v) => v.name || v.email || '',
  parse(v) {
    const refusals: Refusal[] = [];
    const status = statusOf(v.status);
    if (typeof status !== 'number') refusals.push(status);
    const roleText = (v.role ?? '').trim();
    const role = ROLE_BY_NAME.get(roleText.toLowerCase());
    if (roleText !== '' && role === undefined) {
      refusals.push({ field: 'role', code: 'import.unknownRole', params: { value: roleText } });
    }
    const parsed = userUpdateBody.safeParse({
      name: v.name ?? '',
      email: v.email ?? '',
      username: v.username ?? '',
      // A role not given is the schema's own "Choose a role." refusal.
      type_id: roleText === '' ? undefined : (role ?? Role.Technician),
      status_id: typeof status === 'number' ? status : 1,
    });
    if (!parsed.success) refusals.push(...schemaRefusals(parsed.error, fieldOfPath));
    if (refusals.length > 0 || !parsed.success) return { refusals };
    const { name, email, username, type_id, status_id } = parsed.data;
    return { body: { name, email, username, type_id, status_id }, refusals };
  },
  key: (body) => body.email.toLowerCase(),
  async existing(tx, bodies) {
    const found = new Map<string, Existing<UserBody>>();
    for (const part of chunks(bodies.map((b) => b.email.toLowerCase()))) {
      const rows = await tx
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), inArray(sql`lower(${users.email})`, part)));
      for (const row of rows) {
        found.set(row.email.toLowerCase(), {
          id: row.id,
          body: {
            name: row.name,
            email: row.email,
            username: row.username,
            type_id: row.typeId,
            status_id: row.statusId as UserBody['status_id'],
          },
          columns: columnsNow(row),
        });
      }
    }
    return found;
  },
  async check(tx, rows, actor) {
    const taken = new Map<string, number>();
    for (const part of chunks(rows.map((r) => r.body.username))) {
      const found = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(isNull(users.deletedAt), inArray(sql`lower(${users.username})`, part)));
      for (const f of found) taken.set(f.username.toLowerCase(), f.id);
    }
    const inFile = new Set<string>();
    return rows.map(({ body, existing }) => {
      const refusals: Refusal[] = [];
      const holder = taken.get(body.username);
      if ((holder !== undefined && holder !== existing?.id) || inFile.has(body.username)) {
        refusals.push({ field: 'username', code: 'import.usernameTaken' });
      }
      inFile.add(body.username);
      const superAdmin = body.type_id === Role.SuperAdmin || existing?.body.type_id === Role.SuperAdmin;
      if (superAdmin && actor.typeId !== Role.SuperAdmin) {
        refusals.push({ field: 'role', code: 'import.superAdminOnly' });
      }
      if (existing?.id === actor.id) refusals.push({ field: 'email', code: 'import.notYourself' });
      return refusals;
    });
  },
  shown: (b) => ({
    name: b.name,
    email: b.email,
    username: b.username,
    role: ROLE_NAMES[b.type_id as RoleId] ?? String(b.type_id),
    status: STATUS_NAMES[b.status_id],
  }),
  async create(tx, body, { passwordHash }) {
    const [row] = await tx
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        username: body.username,
        passwordHash,
        typeId: body.type_id,
        statusId: body.status_id,
      })
      .returning({ id: users.id });
    return row!.id;
  },
  async update(tx, existing, body) {
    await tx
      .update(users)
      .set({
        name: body.name,
        email: body.email,
        username: body.username,
        typeId: body.type_id,
        statusId: body.status_id,
      })
      .where(eq(users.id, existing.id));
  },
  async inUse(tx, ids) {
    for (const part of chunks(ids)) {
      const [used] = await tx
        .select({ name: users.name })
        .from(users)
        .where(
          and(
            inArray(users.id, part),
            sql`(exists (select 1 from ${reports} r where r.user_id = ${users.id})
              or exists (select 1 from ${jobUsers} ju where ju.user_id = ${users.id}))`,
          ),
        )
        .limit(1);
      if (used) return used.name;
    }
    return null;
  },
  async remove(tx, ids, actor) {
    for (const part of chunks(ids)) {
      await tx
        .update(users)
        .set({ deletedAt: new Date(), deletedBy: actor.id })
        .where(and(inArray(users.id, part), isNull(users.deletedAt)));
    }
  },
  async restore(tx, id, columns) {
    await tx.update(users).set(columns).where(eq(users.id, id));
  },
};
