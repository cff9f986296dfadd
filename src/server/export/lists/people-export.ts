import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf } from '../../db/keyset';
import { groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { GROUPS_KEYSET, groupsWhere, selectGroups } from '../../groups/groups.public';
import { selectUsers, USERS_KEYSET, usersWhere } from '../../users/users.public';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

type Filter = { filter?: string; active?: 'active' | 'inactive' };
type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];
type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

/** The users list's columns: Name, Email, Role, Status, Job Count, Created (and what sets them apart). */
export const usersColumns: ExportColumn<UserRow>[] = [
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Email', type: 'text', value: (r) => r.email },
  { heading: 'Username', type: 'text', value: (r) => r.username },
  { heading: 'Role', type: 'text', value: (r) => r.typeName },
  { heading: 'Status', type: 'text', value: (r) => r.statusName },
  { heading: 'Job Count', type: 'number', value: (r) => r.jobcount },
  { heading: 'Certification Expires', type: 'date', value: (r) => r.certification_expires_on },
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export function usersSource(query: Filter): ExportSource<UserRow> {
  return {
    table: users,
    id: users.id,
    where: usersWhere(query),
    keyset: USERS_KEYSET,
    rows: (db: Db, ids) => selectUsers(db, inArray(users.id, ids)).orderBy(...orderOf(USERS_KEYSET)),
  };
}

/** The groups list's columns: Name, Role, Status, Job Count, Created. */
export const groupsColumns: ExportColumn<GroupRow>[] = [
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Role', type: 'text', value: (r) => r.typeName },
  { heading: 'Status', type: 'text', value: (r) => r.statusName },
  { heading: 'Job Count', type: 'number', value: (r) => r.jobcount },
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export function groupsSource(query: Filter): ExportSource<GroupRow> {
  return {
    table: groups,
    id: groups.id,
    where: groupsWhere(query),
    keyset: GROUPS_KEYSET,
    rows: (db: Db, ids) => selectGroups(db, inArray(groups.id, ids)).orderBy(...orderOf(GROUPS_KEYSET)),
  };
}
