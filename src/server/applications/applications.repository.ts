import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CodedError } from '@shared/error-codes';
import { FieldType, ReportStatus } from '@shared/constants';
import {
  type ApplicationRecord,
  applicationsValue,
  type FrozenApplication,
  type FrozenCertification,
} from '@shared/schemas/applications';
import { recordsOfAnswer } from '@shared/schemas/application-values';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { chemicals } from '../db/schema/chemicals';
import { companyLicences, companySettings } from '../db/schema/company';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reportAnswers, type reports } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { badRequest } from '../http/errors';
import { certificationOn, certificationsIn } from '../users/users.public';
import { type CheckContext, checkRecord, type RecordWindow, recordWindow } from './application-check';
import { emitEvent } from '../webhooks/webhooks.public';

type Report = typeof reports.$inferSelect;

/** The records an answer holds, parsed (a list, or one written the old way); anything else none. */
export function recordsOf(value: unknown): ApplicationRecord[] {
  const parsed = applicationsValue.safeParse(recordsOfAnswer(value));
  return parsed.success ? parsed.data : [];
}

/** The report's Chemical application answers, field by field, in the template's order. */
async function answeredRecords(tx: Db, report: Report, hidden: ReadonlySet<number>) {
  const fieldIds = report.snapshot.tasks
    .flatMap((t) => t.fields)
    .filter((f) => f.field_type === FieldType.ChemicalApplication && !hidden.has(f.id))
    .map((f) => f.id);
  if (fieldIds.length === 0) return [];
  const rows = await tx
    .select({ fieldId: reportAnswers.fieldId, value: reportAnswers.value })
    .from(reportAnswers)
    .where(and(eq(reportAnswers.reportId, report.id), inArray(reportAnswers.fieldId, fieldIds)));
  const byField = new Map(rows.map((r) => [r.fieldId, recordsOf(r.value)]));
  return fieldIds.flatMap((fieldId) => {
    const records = byField.get(fieldId);
    return records && records.length > 0 ? [{ fieldId, records }] : [];
  });
}

async function loadContext(tx: Db, report: Report, records: ApplicationRecord[], window?: RecordWindow) {
  const [place] = await tx
    .select({ location: locations, jobName: jobs.name })
    .from(jobs)
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(eq(jobs.id, report.jobId));
  const location = place!.location;
  const chemicalIds = [...new Set(records.flatMap((r) => (r.chemical_id === null ? [] : [r.chemical_id])))];
  const peopleIds = [
    ...new Set([report.userId, ...records.flatMap((r) => [r.applicator_id, r.supervisor_id])]),
  ].filter((id): id is number => id !== null);
  const state = location.state ?? '';
  const [chems, people, certs, [settings], [licence]] = await Promise.all([
    chemicalIds.length === 0
      ? []
      : tx
          .select()
          .from(chemicals)
          .where(
            and(
              inArray(chemicals.id, chemicalIds),
              eq(chemicals.isCategory, false),
              isNull(chemicals.deletedAt),
            ),
          ),
    tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(inArray(users.id, peopleIds), isNull(users.deletedAt))),
    certificationsIn(tx, peopleIds, state),
    tx.select().from(companySettings).where(eq(companySettings.id, 1)),
    tx
      .select({ number: companyLicences.number, expiresOn: companyLicences.expiresOn })
      .from(companyLicences)
      .where(and(eq(companyLicences.state, state), isNull(companyLicences.deletedAt))),
  ]);
  const context: CheckContext = {
    location,
    chemicals: new Map(chems.map((c) => [c.id, c])),
    users: new Map(people.map((u) => [u.id, u])),
    certification: (userId, day) => certificationOn(certs, userId, day),
    recordWeather: settings?.recordWeather ?? false,
    rateWarnOnly: settings?.rateCheckWarnOnly ?? false,
    window,
  };
  return { context, location, jobName: place!.jobName, chems, licence: licence ?? null };
}

/**
 * On submit (issue 14): every application record of the report must be complete and within the
 * label; one that is not refuses the submit with a message per part (400 naming
 * `answers.<field>.<record>.<part>`). Otherwise the records are copied, with what they refer to,
 * into `applications`, replacing those of an earlier submit.
 */
export async function checkAndFreezeApplications(
  tx: Db,
  report: Report,
  hidden: ReadonlySet<number> = new Set(),
  window?: RecordWindow,
): Promise<void> {
  await tx.delete(applications).where(eq(applications.reportId, report.id));
  // A field a rule hides (issue 16) keeps its answer, but its records are not submitted.
  const answered = await answeredRecords(tx, report, hidden);
  if (answered.length === 0) return;
  const all = answered.flatMap((a) => a.records);
  const { context, location, chems, licence } = await loadContext(tx, report, all, window);
  const problems: Record<string, CodedError> = {};
  const rows: (typeof applications.$inferInsert)[] = [];
  for (const { fieldId, records } of answered) {
    records.forEach((r, position) => {
      const verdict = checkRecord(r, report.userId, context);
      for (const [part, problem] of Object.entries(verdict.problems)) {
        problems[`answers.${fieldId}.${position}.${part}`] = problem;
      }
      if (Object.keys(verdict.problems).length > 0) return;
      const chemical = chems.find((c) => c.id === r.chemical_id)!;
      const applicatorId = r.applicator_id ?? report.userId;
      const certOf = (id: number | null): FrozenCertification | null =>
        id === null ? null : context.certification(id, r.date!);
      rows.push({
        reportId: report.id,
        // Listed once finished (the trigger on reports keeps it so); a demo report may be already.
        listed: report.statusId === ReportStatus.Finished && report.deletedAt === null,
        fieldId,
        position,
        appliedOn: r.date!,
        startTime: r.start_time!,
        endTime: r.end_time,
        customerName: location.customerName,
        customerAddress: location.billingAddress,
        customerPhone: location.customerPhone,
        locationId: location.id,
        locationName: location.name,
        street: location.street!,
        municipality: location.municipality!,
        county: location.county!,
        state: location.state!,
        zip: location.zip!,
        latitude: location.latitude,
        longitude: location.longitude,
        chemicalId: chemical.id,
        productName: chemical.name,
        epaRegNo: chemical.epaRegNo!,
        stateRegNo: chemical.stateRegistrations.find((s) => s.state === location.state)?.number ?? null,
        restrictedUse: chemical.restrictedUse,
        reiHours: chemical.reiHours,
        lot: r.lot,
        amount: r.amount!,
        unit: r.unit!,
        mixRate: r.mix_rate,
        totalMix: r.total_mix,
        area: r.area!,
        areaUnit: r.area_unit!,
        siteCode: r.site_code,
        place: r.place,
        method: r.method,
        targetPests: r.target_pests,
        applicatorId,
        applicatorName: context.users.get(applicatorId)!.name,
        applicatorCertification: certOf(applicatorId),
        supervisorId: r.supervisor_id,
        supervisorName: r.supervisor_id === null ? null : context.users.get(r.supervisor_id)!.name,
        supervisorCertification: certOf(r.supervisor_id),
        businessLicence: licence?.number ?? null,
        businessLicenceExpiresOn: licence?.expiresOn ?? null,
        windSpeedMph: r.wind_speed_mph,
        windDirection: r.wind_direction,
        temperatureF: r.temperature_f,
        rateOverLabel: verdict.rateOverLabel,
        rateReason: verdict.rateOverLabel ? r.rate_reason : '',
      });
    });
  }
  if (Object.keys(problems).length > 0) throw badRequest('report.applicationsInvalid', problems);
  const made = await tx.insert(applications).values(rows).returning({ id: applications.id });
  for (const { id } of made) await emitEvent(tx, 'application.recorded', { id, report_id: report.id });
}

/** A report sent back is no longer a record: the next submit writes it again. */
export async function removeApplications(tx: Db, reportId: number): Promise<void> {
  await tx.delete(applications).where(eq(applications.reportId, reportId));
}

/**
 * Applications' part in a report's moves (reports/report-events.ts, registered by app.ts): the
 * records are checked and frozen on submit, within the window from the report's start to now, and
 * taken back when it is returned.
 */
export const applicationReportHandlers = {
  submitting: (e: {
    tx: Db;
    report: Report;
    hiddenFields: ReadonlySet<number>;
    clock: { now: Date; timeZone: string };
  }) => {
    const window = recordWindow(e.report.startDate, e.clock.now, e.clock.timeZone);
    return checkAndFreezeApplications(e.tx, e.report, e.hiddenFields, window);
  },
  returned: (e: { tx: Db; reportId: number }) => removeApplications(e.tx, e.reportId),
};

type Row = typeof applications.$inferSelect;

/** A stored record as the API answers it. */
export function frozen(r: Row): FrozenApplication {
  return {
    id: r.id,
    report_id: r.reportId,
    field_id: r.fieldId,
    position: r.position,
    applied_on: r.appliedOn,
    start_time: r.startTime,
    end_time: r.endTime,
    customer_name: r.customerName,
    customer_address: r.customerAddress,
    customer_phone: r.customerPhone,
    location_id: r.locationId,
    location_name: r.locationName,
    street: r.street,
    municipality: r.municipality,
    county: r.county,
    state: r.state,
    zip: r.zip,
    latitude: r.latitude,
    longitude: r.longitude,
    chemical_id: r.chemicalId,
    product_name: r.productName,
    epa_reg_no: r.epaRegNo,
    state_reg_no: r.stateRegNo,
    restricted_use: r.restrictedUse,
    rei_hours: r.reiHours,
    lot: r.lot,
    amount: r.amount,
    unit: r.unit as FrozenApplication['unit'],
    mix_rate: r.mixRate ?? null,
    total_mix: (r.totalMix as FrozenApplication['total_mix']) ?? null,
    area: r.area,
    area_unit: r.areaUnit as FrozenApplication['area_unit'],
    site_code: r.siteCode,
    place: r.place,
    method: r.method,
    target_pests: r.targetPests,
    applicator: { id: r.applicatorId, name: r.applicatorName },
    applicator_certification: r.applicatorCertification ?? null,
    supervisor: r.supervisorId === null ? null : { id: r.supervisorId, name: r.supervisorName ?? '' },
    supervisor_certification: r.supervisorCertification ?? null,
    business_licence: r.businessLicence,
    business_licence_expired_on:
      r.businessLicenceExpiresOn !== null && r.appliedOn > r.businessLicenceExpiresOn
        ? r.businessLicenceExpiresOn
        : null,
    wind_speed_mph: r.windSpeedMph,
    wind_direction: r.windDirection,
    temperature_f: r.temperatureF,
    rate_over_label: r.rateOverLabel,
    rate_reason: r.rateReason,
  };
}

/** The records a submitted or finished report froze, in the template's order. */
export async function reportApplications(db: Db, reportId: number): Promise<FrozenApplication[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.reportId, reportId))
    .orderBy(asc(applications.fieldId), asc(applications.position));
  return rows.map(frozen);
}
