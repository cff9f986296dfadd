import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { FieldType, isAdminRole, ReportStatus, Role } from '@shared/constants';
import { followupId, type FollowupValue, followupValue } from '@shared/schemas/checklist-logic';
import { type ReportDetail } from '@shared/schemas/reports';
import type { SessionUser } from '../auth/auth.public';
import { reportApplications } from '../applications/applications.public';
import { withCorrections } from '../applications/applications.public';
import type { Db } from '../db/client';
import { userCertifications } from '../db/schema/certifications';
import { companySettings } from '../db/schema/company';
import { reportStatuses } from '../db/schema/lookups';
import { reportAnswers, reportFiles, reports, reportStatusHistory } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { forbidden, HttpError } from '../http/errors';
import { currentCode } from '../ledger/ledger.public';
import { reportDevices } from './report-devices';
import { reportScoreOf, reportVisibility } from './report-logic';
import { siteOf } from './report-site';

export type ReportRecord = typeof reports.$inferSelect;

export const reportNotFound = () => new HttpError(404, 'report.notFound');

/**
 * A reader without an account (issue 19): a share link's, or the mail sender attaching the PDF.
 * It may do nothing with the report; only code that checked the token, or that the report is
 * finished, passes it.
 */
export const SHARED_READER = 'shared';
export type ReportReader = SessionUser | typeof SHARED_READER;

/**
 * A live report the actor may read, or 404 / 403: a Technician reads only their own reports,
 * office staff read all (docs/product.md section 3). `lock` holds the row for a change.
 */
export async function loadReport(
  db: Db,
  id: number,
  actor: SessionUser,
  opts: { lock?: boolean; own?: boolean } = {},
): Promise<ReportRecord> {
  const query = db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), isNull(reports.deletedAt)));
  const [report] = opts.lock ? await query.for('update') : await query;
  if (!report) throw reportNotFound();
  const mustOwn = opts.own || actor.typeId === Role.Technician;
  if (mustOwn && report.userId !== actor.id) throw forbidden('report.notYours');
  return report;
}

function permissions(report: ReportRecord, actor: ReportReader): ReportDetail['can'] {
  if (actor === SHARED_READER) {
    return { edit: false, submit: false, finish: false, return: false, print: false, delete: false };
  }
  const own = report.userId === actor.id;
  const staff = actor.typeId <= Role.Supervisor;
  const inProgress = report.statusId === ReportStatus.InProgress;
  const submitted = report.statusId === ReportStatus.Submitted;
  return {
    edit: own && inProgress,
    submit: own && inProgress,
    finish: staff && submitted,
    return: staff && submitted,
    print: staff && report.statusId === ReportStatus.Finished,
    delete: isAdminRole(actor.typeId),
  };
}

/** The report with its snapshot, answers, images, chemicals and history, as every view needs it. */
export async function reportDetail(db: Db, report: ReportRecord, actor: ReportReader): Promise<ReportDetail> {
  // Frozen once submitted (issue 30): what the job, location, person and products were then.
  const site = await siteOf(db, report);
  const [state] = await db
    .select({ status: reportStatuses.status })
    .from(reportStatuses)
    .where(eq(reportStatuses.id, report.statusId));
  const answers = await db
    .select({ fieldId: reportAnswers.fieldId, value: reportAnswers.value })
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, report.id));
  const files = await db
    .select({
      id: reportFiles.id,
      field_id: reportFiles.fieldId,
      mime: reportFiles.mime,
      size: reportFiles.size,
    })
    .from(reportFiles)
    .where(eq(reportFiles.reportId, report.id))
    .orderBy(asc(reportFiles.id));
  const history = await historyOf(db, report.id);
  const verificationCode =
    report.statusId === ReportStatus.Finished ? await currentCode(db, 'report', report.id) : null;
  const hasApplications = report.snapshot.tasks.some((t) =>
    t.fields.some((f) => f.field_type === FieldType.ChemicalApplication),
  );
  const [frozen, settings, applicators] = hasApplications
    ? await Promise.all([
        reportApplications(db, report.id).then((records) => withCorrections(db, records)),
        db.select().from(companySettings).where(eq(companySettings.id, 1)),
        // Who may supervise is the record form's list, not the customer's business.
        site.location.state && actor !== SHARED_READER ? certifiedIn(db, site.location.state) : [],
      ])
    : [[], [], []];
  const answerOf = new Map(answers.map((a) => [a.fieldId, a.value]));
  // Issue 16: what the rules hide now, and the score of what they show, from the snapshot.
  const seen = reportVisibility(report.snapshot, answerOf);
  const deviceParts = await reportDevices(db, site.location.id, report.snapshot, answerOf);
  return {
    id: report.id,
    status_id: report.statusId,
    status: { status: state?.status ?? '' },
    start_date: report.startDate,
    submitted_at: report.submittedAt,
    finished_at: report.finishedAt,
    updated_at: report.updatedAt,
    return_reason: report.returnReason,
    job: {
      id: report.jobId,
      name: site.job.name,
      category: site.job.category,
      location: { id: site.location.id, name: site.location.name, address: site.location.address },
    },
    template: report.snapshot.template,
    user: { id: report.userId, name: site.technician.name },
    pass_mark: report.snapshot.template.pass_mark ?? null,
    score: reportScoreOf(report.snapshot, answerOf, seen),
    tasks: report.snapshot.tasks.map((t) => ({
      ...t,
      condition: t.condition ?? null,
      hidden: seen.hiddenTasks.has(t.id),
      fields: t.fields.map((f) => ({
        ...f,
        answer: answerOf.get(f.id) ?? null,
        condition: f.condition ?? null,
        scoring: f.scoring ?? null,
        followup: followupOf(answerOf.get(followupId(f.id))),
        hidden: seen.hiddenFields.has(f.id),
        ...(f.field_type === FieldType.DeviceInspection ? { full_coverage: f.full_coverage ?? false } : {}),
      })),
    })),
    files,
    chemicals: site.chemicals,
    ...deviceParts,
    history,
    verification_code: verificationCode,
    applications: frozen,
    application_settings: {
      state: site.location.state,
      record_weather: settings[0]?.recordWeather ?? false,
      rate_check_warn_only: settings[0]?.rateCheckWarnOnly ?? false,
      applicators,
    },
    can: permissions(report, actor),
  };
}

/** A stored follow-up (issue 16) as the detail shows it; anything else there reads as none. */
function followupOf(value: unknown): FollowupValue | null {
  const parsed = followupValue.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Users certified in the state, for the supervising applicator's list; the submit checks the day. */
async function certifiedIn(db: Db, state: string) {
  const rows = await db
    .selectDistinctOn([users.name, users.id], {
      id: users.id,
      name: users.name,
      certification_id: userCertifications.certificationId,
      expires_on: userCertifications.expiresOn,
    })
    .from(userCertifications)
    .innerJoin(users, eq(users.id, userCertifications.userId))
    .where(
      and(eq(userCertifications.state, state), isNull(userCertifications.deletedAt), isNull(users.deletedAt)),
    )
    .orderBy(asc(users.name), asc(users.id), desc(userCertifications.expiresOn))
    .limit(500);
  return rows;
}

async function historyOf(db: Db, reportId: number): Promise<ReportDetail['history']> {
  const statusNames = new Map((await db.select().from(reportStatuses)).map((s) => [s.id, s.status] as const));
  const rows = await db
    .select({
      id: reportStatusHistory.id,
      from_status_id: reportStatusHistory.fromStatusId,
      to_status_id: reportStatusHistory.toStatusId,
      userId: users.id,
      // As they were called when they moved it (issue 30).
      userName: sql<string>`coalesce(${reportStatusHistory.userName}, ${users.name})`,
      reason: reportStatusHistory.reason,
      created_at: reportStatusHistory.createdAt,
    })
    .from(reportStatusHistory)
    .innerJoin(users, eq(users.id, reportStatusHistory.userId))
    .where(eq(reportStatusHistory.reportId, reportId))
    .orderBy(asc(reportStatusHistory.createdAt), asc(reportStatusHistory.id));
  return rows.map(({ userId, userName, ...h }) => ({
    ...h,
    from: h.from_status_id === null ? null : { status: statusNames.get(h.from_status_id) ?? '' },
    to: { status: statusNames.get(h.to_status_id) ?? '' },
    user: { id: userId, name: userName },
  }));
}
