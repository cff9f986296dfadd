import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';

/**
 * Who gets the mail meant for the company's Admins (a webhook disabled, a filing coming due): the
 * active, live Admins and Super Admins; never Supervisors or Technicians.
 */
export async function adminRecipients(db: Db): Promise<string[]> {
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.typeId, [Role.SuperAdmin, Role.Admin]),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.id);
  return admins.map((a) => a.email);
}
