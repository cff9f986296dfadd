import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { statuses, userTypes } from './lookups';
import { users } from './users';

export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: text('name').notNull(),
    /** The role the group's members normally hold. */
    typeId: integer('type_id')
      .notNull()
      .references(() => userTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    // `name` last (it never decides the order, id is unique) lets a deep page skip its rows in
    // the index alone: PostgreSQL reads an expression index only-index when the column is there.
    index('groups_list_idx')
      .on(sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('groups_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('groups_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const groupUsers = pgTable(
  'group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_users_user_idx').on(t.userId)],
);
