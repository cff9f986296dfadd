import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, softDelete, updatedAt } from './columns';
import { locations } from './locations';
import { reports } from './reports';
import { users } from './users';

/**
 * Device types (issue 17, decision 0035): what an inspection of such a device records. `activity`
 * is `level` (none, low, medium, high) or `count` (captures per pest of `pests`); `bait` says
 * whether the bait consumed (%) is recorded. Condition, action, note and photo are always offered.
 */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: id(),
    name: text('name').notNull(),
    activity: text('activity').notNull().default('level'),
    pests: text('pests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bait: boolean('bait').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    uniqueIndex('device_types_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A floor-plan image of a location, on which devices are placed (file in the store under `site-plans/`). */
export const sitePlans = pgTable(
  'site_plans',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    filepath: text('filepath').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    index('site_plans_location_idx')
      .on(t.locationId, t.position, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A numbered device at a location. A number is never reused there: the unique key counts removed
 * devices too, and a device is removed (`removed_on`, `active` false), never deleted, so its history
 * stays. `code` is the random text its QR label carries. `plan_x`/`plan_y` are fractions (0–1) of
 * the plan's width and height, so a re-uploaded larger image keeps the places.
 */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    number: integer('number').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => deviceTypes.id),
    zone: text('zone').notNull().default(''),
    placement: text('placement').notNull().default(''),
    planId: integer('plan_id').references(() => sitePlans.id),
    planX: doublePrecision('plan_x'),
    planY: doublePrecision('plan_y'),
    installedOn: date('installed_on', { mode: 'string' }),
    removedOn: date('removed_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    code: text('code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('devices_location_number_key').on(t.locationId, t.number),
    uniqueIndex('devices_code_key').on(t.code),
    index('devices_active_idx')
      .on(t.locationId, t.number)
      .where(sql`${t.active}`),
  ],
);

/**
 * One device's findings on one visit, copied from the report's Device inspection answer when the
 * report is submitted (removed again if it is returned), so trends read rows, not answers. `activity`
 * is the level (0–3) or the total of `captures`; `captures` maps a pest to its count.
 */
export const deviceInspections = pgTable(
  'device_inspections',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    fieldId: integer('field_id').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    inspectedAt: timestamp('inspected_at', { withTimezone: true, mode: 'date' }).notNull(),
    scanned: boolean('scanned').notNull().default(false),
    activity: integer('activity'),
    captures: jsonb('captures').$type<Record<string, number>>(),
    baitConsumed: smallint('bait_consumed'),
    condition: text('condition').notNull(),
    action: text('action'),
    note: text('note').notNull().default(''),
    photoFileId: integer('photo_file_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('device_inspections_location_idx').on(t.locationId, t.inspectedAt),
    index('device_inspections_device_idx').on(t.deviceId, t.inspectedAt),
    index('device_inspections_report_idx').on(t.reportId),
  ],
);
