import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FieldType, ReportStatus, Role, Status } from '@shared/constants';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import { convertUnit } from '@shared/units';
import { type AmountUnit } from '@shared/unit-names';
import { checkAndFreezeApplications } from '../applications/applications.public';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { type ReportSnapshot, reportAnswers, reports, reportStatusHistory } from '../db/schema/reports';
import { DEMO_CHEMICALS } from './demo-chemicals';
import { DEMO_TRAINEE } from './demo-company';
import { staff } from './demo-jobs';
import { DEMO_LOCATIONS, DEMO_USERS } from './demo-people';
import { addMinutes, createRng } from './demo-random';
import { planAnswers } from './demo-reports';

/**
 * Last year's pest control visits at New York customers (issue 15): a year the office can file
 * with New York on any day the demo is made. Two of its records would make the filing wrong, as
 * records do in a real office: a gel bait weighed in grams by a technician who forgot the
 * company weighs in ounces (New York reads "G" as gallons and refuses it) and a Brooklyn bakery whose county was typed "Brooklyn" before the location was
 * corrected to Kings.
 */
interface Visit {
  location: string;
  month: number;
  day: number;
  product: string;
  amount: number;
  /** A unit other than the one the company uses for the product. */
  unit?: AmountUnit;
  /** The county the location said when the record was made, when it was wrong then. */
  countyThen?: string;
}

export const LAST_YEAR_VISITS: Visit[] = [
  { location: 'Bella Napoli Trattoria', month: 3, day: 14, product: 'Suspend SC', amount: 1.2 },
  {
    location: 'Ridgeview Elementary School',
    month: 5,
    day: 9,
    product: 'Advion Cockroach Gel Bait',
    amount: 18,
    unit: 'g',
  },
  {
    location: 'Park Slope Bakery',
    month: 7,
    day: 22,
    product: 'Contrac Blox',
    amount: 12,
    countyThen: 'Brooklyn',
  },
  { location: 'Bella Napoli Trattoria', month: 9, day: 30, product: 'Final Blox', amount: 8 },
  { location: 'Ridgeview Elementary School', month: 11, day: 18, product: 'Suspend SC', amount: 0.8 },
];

const TEMPLATE = 0;

interface Ids {
  users: Map<string, number>;
  locationIds: number[];
  chemicalIds: number[];
  templateIds: number[];
  snapshotOf: (template: number) => ReportSnapshot;
}

const pad = (n: number) => String(n).padStart(2, '0');

export async function writeDemoLastYear(tx: Db, base: Date, ids: Ids): Promise<void> {
  const year = base.getUTCFullYear() - 1;
  const rng = createRng(year);
  const snapshot = ids.snapshotOf(TEMPLATE);
  const applicationField = snapshot.tasks
    .flatMap((t) => t.fields)
    .find((f) => f.field_type === FieldType.ChemicalApplication)!;
  for (const visit of LAST_YEAR_VISITS) {
    const li = DEMO_LOCATIONS.findIndex((l) => l.name === visit.location);
    const location = DEMO_LOCATIONS[li];
    if (!location) throw new Error(`demo seed: no location ${visit.location}`);
    const technician = DEMO_USERS.find(
      (u) => u.typeId === Role.Technician && u.crew === location.crew && u.name !== DEMO_TRAINEE,
    )!;
    const supervisor = DEMO_USERS[staff(Role.Supervisor, location.crew)[0]!]!;
    const techId = ids.users.get(technician.name)!;
    const supervisorId = ids.users.get(supervisor.name)!;
    const locationId = ids.locationIds[li]!;
    const start = new Date(Date.UTC(year, visit.month - 1, visit.day, 14, 10));
    const agreement = new Date(Date.UTC(year, 0, 5, 15));
    // The year's service agreement: ended with the year, so it is no one's job to do now.
    const [job] = await tx
      .insert(jobs)
      .values({
        name: `Pest control service ${year}`,
        category: 'Pest Control',
        locationId,
        statusId: Status.Inactive,
        createdAt: agreement,
        updatedAt: agreement,
      })
      .returning({ id: jobs.id });
    await tx.insert(jobUsers).values({ jobId: job!.id, userId: techId, createdAt: agreement });
    const submittedAt = addMinutes(start, 50);
    const finishedAt = addMinutes(start, 24 * 60 + 120);
    const [report] = await tx
      .insert(reports)
      .values({
        jobId: job!.id,
        templateId: ids.templateIds[TEMPLATE]!,
        userId: techId,
        statusId: ReportStatus.Finished,
        startDate: start,
        submittedAt,
        finishedAt,
        snapshot,
        createdAt: start,
        updatedAt: finishedAt,
      })
      .returning();
    const chemical = DEMO_CHEMICALS.findIndex((c) => c.name === visit.product);
    const use = DEMO_CHEMICALS[chemical]!.use!;
    const { chemical_id: _none, ...empty } = EMPTY_APPLICATION;
    // A unit the company does not use is what was typed before Fieldbook checked units at submit
    // (issue 30): the record passes today's check in the company's unit, then says what was typed.
    const typed = visit.unit ?? use.unit;
    const record = {
      ...empty,
      chemical_id: ids.chemicalIds[chemical]!,
      amount: typed === use.unit ? visit.amount : convertUnit(visit.amount, typed, use.unit),
      unit: use.unit,
      area: 1500,
      area_unit: 'sq ft',
      target_pests: use.pests[0]!,
      date: `${year}-${pad(visit.month)}-${pad(visit.day)}`,
      start_time: '14:10',
    };
    const others = planAnswers(TEMPLATE, true, start, rng).filter(
      (a) => snapshot.tasks[a.task]?.fields[a.field]?.field_type !== FieldType.ChemicalApplication,
    );
    await tx.insert(reportAnswers).values([
      {
        reportId: report!.id,
        fieldId: applicationField.id,
        value: [record],
        createdAt: submittedAt,
        updatedAt: submittedAt,
      },
      ...others.map((a) => ({
        reportId: report!.id,
        fieldId: snapshot.tasks[a.task]!.fields[a.field]!.id,
        value: a.value,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })),
    ]);
    await tx.insert(reportStatusHistory).values([
      {
        reportId: report!.id,
        fromStatusId: null,
        toStatusId: ReportStatus.InProgress,
        userId: techId,
        createdAt: start,
      },
      {
        reportId: report!.id,
        fromStatusId: ReportStatus.InProgress,
        toStatusId: ReportStatus.Submitted,
        userId: techId,
        createdAt: submittedAt,
      },
      {
        reportId: report!.id,
        fromStatusId: ReportStatus.Submitted,
        toStatusId: ReportStatus.Finished,
        userId: supervisorId,
        createdAt: finishedAt,
      },
    ]);
    if (visit.countyThen) {
      const [now] = await tx
        .select({ county: locations.county })
        .from(locations)
        .where(eq(locations.id, locationId));
      await tx.update(locations).set({ county: visit.countyThen }).where(eq(locations.id, locationId));
      await checkAndFreezeApplications(tx, report!);
      await tx.update(locations).set({ county: now!.county }).where(eq(locations.id, locationId));
    } else {
      await checkAndFreezeApplications(tx, report!);
    }
    if (typed !== use.unit) {
      // History, not a change anyone made today: neither the answer's nor the record's audit log
      // hears of it (the seed is one transaction on an empty database).
      await tx.execute(sql`alter table report_answers disable trigger report_answers_audit`);
      await tx.execute(sql`alter table applications disable trigger applications_correction_audit`);
      const asTyped = [{ ...record, amount: visit.amount, unit: typed }];
      await tx
        .update(reportAnswers)
        .set({ value: asTyped })
        .where(and(eq(reportAnswers.reportId, report!.id), eq(reportAnswers.fieldId, applicationField.id)));
      await tx
        .update(applications)
        .set({ amount: visit.amount, unit: typed })
        .where(eq(applications.reportId, report!.id));
      await tx.execute(sql`alter table applications enable trigger applications_correction_audit`);
      await tx.execute(sql`alter table report_answers enable trigger report_answers_audit`);
    }
  }
}

/** Submitted and finished reports hold their application records as submitted (issue 14). */
export async function freezeDemoApplications(tx: Db, reportIds: number[]): Promise<void> {
  const done = await tx.select().from(reports).where(inArray(reports.id, reportIds)).orderBy(asc(reports.id));
  for (const report of done) {
    if (report.statusId !== ReportStatus.InProgress) await checkAndFreezeApplications(tx, report);
  }
}
