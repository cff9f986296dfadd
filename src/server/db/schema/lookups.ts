import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Roles: 1 Super Admin, 2 Admin, 3 Supervisor, 4 Technician. Rows are inserted by a migration. */
export const userTypes = pgTable('user_types', {
  id: integer('id').primaryKey(),
  type: text('type').notNull(),
});

/** 1 Active, 2 Inactive: users, groups, locations, jobs, templates. */
export const statuses = pgTable('statuses', {
  id: integer('id').primaryKey(),
  status: text('status').notNull(),
});

/** 1 In Progress, 2 Submitted, 3 Finished. */
export const reportStatuses = pgTable('report_statuses', {
  id: integer('id').primaryKey(),
  status: text('status').notNull(),
});

export const fieldTypes = pgTable('field_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
