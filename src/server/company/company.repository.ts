import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  type CompanyBody,
  type CompanyLicence,
  type CompanySettings,
  WORK_DAY_DEFAULT,
} from '@shared/schemas/company';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { companyLicences, companySettings } from '../db/schema/company';
import { languageFor } from '../texts/texts';

const SETTINGS_ID = 1;

/** The business and its licences (not deleted), sorted by state. */
export async function getCompanySettings(db: Db): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  const licences = await db
    .select({
      state: companyLicences.state,
      number: companyLicences.number,
      expires_on: companyLicences.expiresOn,
    })
    .from(companyLicences)
    .where(isNull(companyLicences.deletedAt))
    .orderBy(asc(companyLicences.state));
  return {
    business_name: row?.businessName ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    licences: licences as CompanyLicence[],
    record_weather: row?.recordWeather ?? false,
    rate_check_warn_only: row?.rateCheckWarnOnly ?? false,
    admins_require_two_factor: row?.adminsRequireTwoFactor ?? false,
    portal_remember_days: row?.portalRememberDays ?? 30,
    work_day_start: row?.workDayStart ?? WORK_DAY_DEFAULT.start,
    work_day_end: row?.workDayEnd ?? WORK_DAY_DEFAULT.end,
    default_language: languageFor(row?.defaultLanguage),
    updated_at: row?.updatedAt ?? new Date(0),
  };
}

/**
 * Saves the business and its licences as sent, in the caller's transaction: a state's licence is
 * changed in place, a state no longer listed is soft-deleted (the audit log keeps what it was), a
 * new state is added.
 */
export async function saveCompanySettings(tx: Db, body: CompanyBody, actor: SessionUser) {
  await tx
    .update(companySettings)
    .set({
      businessName: body.business_name,
      address: body.address,
      phone: body.phone,
      recordWeather: body.record_weather,
      rateCheckWarnOnly: body.rate_check_warn_only,
      adminsRequireTwoFactor: body.admins_require_two_factor,
      portalRememberDays: body.portal_remember_days,
      workDayStart: body.work_day_start,
      workDayEnd: body.work_day_end,
      defaultLanguage: body.default_language,
      updatedAt: new Date(),
    })
    .where(eq(companySettings.id, SETTINGS_ID));
  const current = await tx
    .select({ id: companyLicences.id, state: companyLicences.state })
    .from(companyLicences)
    .where(isNull(companyLicences.deletedAt));
  const byState = new Map(current.map((l) => [l.state, l.id]));
  const sent = new Set<string>(body.licences.map((l) => l.state));
  for (const { id, state } of current) {
    if (!sent.has(state)) {
      await tx
        .update(companyLicences)
        .set({ deletedAt: new Date(), deletedBy: actor.id })
        .where(and(eq(companyLicences.id, id), isNull(companyLicences.deletedAt)));
    }
  }
  for (const licence of body.licences) {
    const id = byState.get(licence.state);
    const values = { number: licence.number, expiresOn: licence.expires_on };
    if (id === undefined) await tx.insert(companyLicences).values({ state: licence.state, ...values });
    else await tx.update(companyLicences).set(values).where(eq(companyLicences.id, id));
  }
}
