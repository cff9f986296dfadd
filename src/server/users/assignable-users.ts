import { and, asc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE, Status } from '@shared/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { containsPattern, offsetFor } from '../db/sql-helpers';

export interface AssignableQuery {
  search?: string;
  page: number;
}

/**
 * One page of the active users an assign screen may still pick, by name, searched by name or
 * email (decision 0023): a company with tens of thousands of users got all of them (3.3 MB) with
 * every visit. `taken` holds the users already assigned (a NOT EXISTS on the assignment table).
 */
export async function assignableUsers(
  db: Db,
  query: AssignableQuery,
  filter: { roles?: number[]; taken: SQL },
): Promise<{ users: { id: number; name: string }[]; more: boolean }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.statusId, Status.Active),
        filter.roles ? inArray(users.typeId, filter.roles) : undefined,
        pattern ? or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) : undefined,
        not(filter.taken),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(PAGE_SIZE + 1)
    .offset(offsetFor(query.page, PAGE_SIZE));
  return { users: rows.slice(0, PAGE_SIZE), more: rows.length > PAGE_SIZE };
}
