import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/languages';
import { createdAt, id, LANGUAGE_LIST, softDelete, updatedAt } from './columns';

/** The business itself: one row, id 1, made by the migration (docs/compliance.md, issue 14). */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey(),
    businessName: text('business_name').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    // What the application records of this company must hold beyond the law's minimum (decision 0025).
    recordWeather: boolean('record_weather').notNull().default(false),
    rateCheckWarnOnly: boolean('rate_check_warn_only').notNull().default(false),
    /** Admins and Super Admins sign in with a second factor (decision 0046). */
    adminsRequireTwoFactor: boolean('admins_require_two_factor').notNull().default(false),
    /** How long a customer's portal sign-in lasts on their device (decision 0048). */
    portalRememberDays: integer('portal_remember_days').notNull().default(30),
    /** The office's working hours, wall-clock 'HH:MM': the schedule's day view opens on them (decision 0059). */
    workDayStart: text('work_day_start').notNull().default('07:00'),
    workDayEnd: text('work_day_end').notNull().default('18:00'),
    /** The language of mail to a person or contact who has none of their own (decision 0070). */
    defaultLanguage: text('default_language').$type<Language>().notNull().default('en'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_settings_one_row', sql`${t.id} = 1`),
    check('company_settings_portal_days', sql`${t.portalRememberDays} between 1 and 365`),
    check('company_settings_work_day', sql`${t.workDayStart} < ${t.workDayEnd}`),
    check('company_settings_default_language', sql`${t.defaultLanguage} in (${sql.raw(LANGUAGE_LIST)})`),
  ],
);

/** The business's licence or registration in a state; one per state among those not deleted. */
export const companyLicences = pgTable(
  'company_licences',
  {
    id: id(),
    state: text('state').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    uniqueIndex('company_licences_state_idx')
      .on(t.state)
      .where(sql`${t.deletedAt} is null`),
  ],
);
