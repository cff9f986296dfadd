import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FrozenCertification, MixRate } from '@shared/schemas/applications';
import { createdAt, id } from './columns';
import { reports } from './reports';

/**
 * Application records as submitted (issue 14, decision 0025): one row per record of a report's
 * Chemical application answers, with the product's label facts, the customer and address, and the
 * people's certifications copied in, so a later change to any of them leaves the record as it was.
 * Written on submit, removed when the report goes back; `listed` (kept by a trigger on reports)
 * says the report is finished and not deleted: what the Applications list and the filings read.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    fieldId: integer('field_id').notNull(),
    position: integer('position').notNull(),
    listed: boolean('listed').notNull().default(false),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time'),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address').notNull(),
    customerPhone: text('customer_phone').notNull(),
    locationId: integer('location_id').notNull(),
    locationName: text('location_name').notNull(),
    street: text('street').notNull(),
    municipality: text('municipality').notNull(),
    county: text('county').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    chemicalId: integer('chemical_id').notNull(),
    productName: text('product_name').notNull(),
    epaRegNo: text('epa_reg_no').notNull(),
    stateRegNo: text('state_reg_no'),
    restrictedUse: boolean('restricted_use').notNull(),
    reiHours: integer('rei_hours'),
    lot: text('lot').notNull(),
    amount: doublePrecision('amount').notNull(),
    unit: text('unit').notNull(),
    mixRate: jsonb('mix_rate').$type<MixRate>(),
    totalMix: jsonb('total_mix').$type<{ amount: number; unit: string }>(),
    area: doublePrecision('area').notNull(),
    areaUnit: text('area_unit').notNull(),
    siteCode: integer('site_code'),
    place: text('place').notNull(),
    method: text('method').notNull(),
    targetPests: text('target_pests').notNull(),
    applicatorId: integer('applicator_id').notNull(),
    applicatorName: text('applicator_name').notNull(),
    applicatorCertification: jsonb('applicator_certification').$type<FrozenCertification>(),
    supervisorId: integer('supervisor_id'),
    supervisorName: text('supervisor_name'),
    supervisorCertification: jsonb('supervisor_certification').$type<FrozenCertification>(),
    businessLicence: text('business_licence'),
    // When that licence ran out, as the company's record said at the submit (issue 30): a record
    // made after it is flagged, and stays flagged when the licence is renewed.
    businessLicenceExpiresOn: date('business_licence_expires_on', { mode: 'string' }),
    windSpeedMph: doublePrecision('wind_speed_mph'),
    windDirection: text('wind_direction'),
    temperatureF: doublePrecision('temperature_f'),
    rateOverLabel: boolean('rate_over_label').notNull().default(false),
    rateReason: text('rate_reason').notNull().default(''),
    createdAt: createdAt(),
    // An Admin's correction for a filing (issue 15, decision 0030); the audit log keeps what it said.
    correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }),
    correctedBy: integer('corrected_by'),
    correctionNote: text('correction_note').notNull().default(''),
  },
  (t) => [
    // Sorting the list by a column (issue 18): one ascending index serves both directions.
    index('applications_date_sort_idx')
      .on(t.appliedOn, t.id)
      .where(sql`${t.listed}`),
    index('applications_product_sort_idx')
      .on(sql`lower(${t.productName})`, t.id)
      .where(sql`${t.listed}`),
    index('applications_where_sort_idx')
      .on(sql`lower(${t.locationName})`, t.id)
      .where(sql`${t.listed}`),
    index('applications_applicator_sort_idx')
      .on(sql`lower(${t.applicatorName})`, t.id)
      .where(sql`${t.listed}`),
    index('applications_amount_sort_idx')
      .on(t.amount, t.id)
      .where(sql`${t.listed}`),
    index('applications_area_sort_idx')
      .on(t.area, t.id)
      .where(sql`${t.listed}`),
    index('applications_report_idx').on(t.reportId, t.fieldId, t.position),
    // The list's orders, one per filter that narrows it most (decision 0025), newest first.
    index('applications_list_idx')
      .on(t.appliedOn.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('applications_state_idx')
      .on(t.state, t.appliedOn.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('applications_county_idx')
      .on(t.state, sql`lower(${t.county})`, t.appliedOn.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('applications_chemical_idx')
      .on(t.chemicalId, t.appliedOn.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    index('applications_applicator_idx')
      .on(t.applicatorId, t.appliedOn.desc(), t.id.desc())
      .where(sql`${t.listed}`),
    // What the filing log asks: records corrected after a filing was made.
    index('applications_corrected_idx')
      .on(t.correctedAt)
      .where(sql`${t.correctedAt} is not null`),
    index('applications_restricted_idx')
      .on(t.appliedOn.desc(), t.id.desc())
      .where(sql`${t.listed} and ${t.restrictedUse}`),
  ],
);

/**
 * Each correction of a finished record (issue 30), written beside it and never changed: the parts
 * it changed with what they said before and after (as the row holds them), who made it (the name
 * as it was then), when and why. The record holds what it says now.
 */
export const applicationCorrections = pgTable(
  'application_corrections',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }).notNull(),
    correctedBy: integer('corrected_by'),
    correctedByName: text('corrected_by_name').notNull(),
    note: text('note').notNull(),
    changes: jsonb('changes').$type<{ part: string; from: unknown; to: unknown }[]>().notNull(),
  },
  (t) => [index('application_corrections_application_idx').on(t.applicationId, t.id)],
);
