import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, LANGUAGE_LIST, softDelete, updatedAt } from './columns';
import { statuses } from './lookups';
import type { Language } from '../../../shared/languages';

export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // The customer and the structured service address of application records (decision 0025).
    customerName: text('customer_name').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    street: text('street'),
    municipality: text('municipality'),
    county: text('county'),
    state: text('state'),
    zip: text('zip'),
    addressIncomplete: boolean('address_incomplete').notNull().default(false),
    // What a technician should know before arriving (gate code, dog, where to park): issue 32 item 2.
    notes: text('notes').notNull().default(''),
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
    index('locations_list_idx')
      .on(sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('locations_status_idx')
      .on(t.statusId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('locations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('locations_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    // Find anything (issue 18) looks customers up by name.
    index('locations_customer_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('locations_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * The people at a location's customer (issue 19): who to call, and who receives the finished
 * reports by e-mail.
 */
export const locationContacts = pgTable(
  'location_contacts',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Their role at the customer: "Store manager", "Auditor". */
    role: text('role').notNull().default(''),
    receivesReports: boolean('receives_reports').notNull().default(false),
    /** The language their mail is written in; null: the company's default (decision 0070). */
    language: text('language').$type<Language>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('location_contacts_location_idx').on(t.locationId, t.id),
    check('location_contacts_language', sql`${t.language} in (${sql.raw(LANGUAGE_LIST)})`),
  ],
);
