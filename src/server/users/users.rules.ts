import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { fieldError, forbidden, HttpError } from '../http/errors';

/**
 * Held for the rest of the transaction by every change that may take away a Super Admin (delete,
 * demotion, deactivation), so two of them cannot both pass the last-one check.
 */
export const SUPER_ADMIN_REMOVAL_LOCK = sql`select pg_advisory_xact_lock(724062)`;

/**
 * The rules of docs/product.md section 3 for changing or removing another account:
 * nobody removes themselves, only a Super Admin touches a Super Admin.
 */
export function assertMayManage(actor: SessionUser, target: { id: number; typeId: number }, verb: string) {
  if (target.id === actor.id) throw forbidden({ code: 'user.notYourself', params: { verb } });
  assertMayTouch(actor, target, verb);
}

/** Only a Super Admin creates, edits, deletes or restores a Super Admin. */
export function assertMayTouch(actor: SessionUser, target: { typeId: number }, verb: string) {
  if (target.typeId === Role.SuperAdmin && actor.typeId !== Role.SuperAdmin) {
    throw forbidden({ code: 'user.superAdminOnly', params: { verb } });
  }
}

/** Granting the Super Admin role is a Super Admin's call alone; the answer names the field. */
export function assertMayGrant(actor: SessionUser, typeId: number) {
  if (typeId === Role.SuperAdmin && actor.typeId !== Role.SuperAdmin) {
    throw fieldError(403, 'user.grantSuperAdmin', 'type_id');
  }
}

/** Locks the live Super Admins, so two concurrent removals cannot both pass the last-one check. */
export async function otherActiveSuperAdmins(tx: Db, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.typeId, Role.SuperAdmin),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
        ne(users.id, exceptId),
      ),
    )
    .for('update');
  return rows.length;
}

const CONSTRAINT_FIELDS: Record<string, 'email' | 'username'> = {
  users_email_live_uq: 'email',
  users_username_live_uq: 'username',
};
const TAKEN = { email: 'user.emailTaken', username: 'user.usernameTaken' } as const;

function takenError(fields: ('email' | 'username')[]): HttpError {
  const errors = Object.fromEntries(fields.map((f) => [f, TAKEN[f]]));
  return new HttpError(409, TAKEN[fields[0] ?? 'email'], errors);
}

/** A duplicate email or username is the user's to fix: a 409 naming the field, not a crash. */
export async function assertLoginFree(
  tx: Db,
  input: { email: string; username: string },
  exceptId?: number,
): Promise<void> {
  const rows = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        exceptId ? ne(users.id, exceptId) : undefined,
        or(
          eq(sql`lower(${users.email})`, input.email.toLowerCase()),
          eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        ),
      ),
    );
  const fields: ('email' | 'username')[] = [];
  if (rows.some((r) => r.email.toLowerCase() === input.email.toLowerCase())) fields.push('email');
  if (rows.some((r) => r.username.toLowerCase() === input.username.toLowerCase())) fields.push('username');
  if (fields.length > 0) throw takenError(fields);
}

/**
 * Two saves racing for one address both pass assertLoginFree; the unique index refuses the second.
 * That refusal becomes the same field error.
 */
export function asTakenError(error: unknown): unknown {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    const field = typeof constraint === 'string' ? CONSTRAINT_FIELDS[constraint] : undefined;
    if (code === '23505' && field) return takenError([field]);
    e = (e as { cause?: unknown }).cause;
  }
  return error;
}
