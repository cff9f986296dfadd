import { eq } from 'drizzle-orm';
import { FieldType, ReportStatus, type ReportStatusId } from '@shared/constants';
import type { Scoring } from '@shared/schemas/checklist-logic';
import type { Db } from '../db/client';
import { correctiveActions } from '../db/schema/corrective-actions';
import { jobs } from '../db/schema/jobs';
import { reports } from '../db/schema/reports';
import { taskFields } from '../db/schema/templates';
import { insertAssignedJob, insertReport, insertTemplate, multipartFile } from '../reports/reports.fixtures';
import { photoPng } from '../reports/test-images';
import type { Session, TestApp } from '../test/test-app';

/** Test data for corrective actions, written straight to the database. */

const ACTIVITY: Scoring = {
  points: { None: 2, Low: 1, High: 0 },
  flagged: ['High'],
  flag_requires: 'action',
};
const AREAS: Scoring = { points: {}, flagged: ['Dock'], flag_requires: null };

export interface FlaggedReport {
  reportId: number;
  jobId: number;
  locationId: number;
  /** Activity (dropdown, "High" flagged), Areas (checkboxes, "Dock" flagged), Note (text). */
  fields: { activity: number; areas: number; note: number };
}

/**
 * A report whose snapshot scores two choice fields, answered as given (by default Activity "High"
 * and Areas "Kitchen, Dock", both flagged). The template's fields carry the same scoring, and the
 * snapshot is written with it, as a report started after issue 16 keeps it.
 */
export async function insertFlaggedReport(
  db: Db,
  input: {
    userId: number;
    jobId?: number;
    statusId?: ReportStatusId;
    answers?: Partial<Record<'activity' | 'areas' | 'note', unknown>>;
  },
): Promise<FlaggedReport> {
  const template = await insertTemplate(db, {
    tasks: [
      {
        task: 'Inspect',
        fields: [
          { name: 'Activity', type: FieldType.Dropdown, options: ['None', 'Low', 'High'] },
          { name: 'Areas', type: FieldType.Checkboxes, options: ['Kitchen', 'Storage', 'Dock'] },
          { name: 'Note', type: FieldType.Text },
        ],
      },
    ],
  });
  const [activity, areas, note] = template.fieldIds as [number, number, number];
  await db.update(taskFields).set({ scoring: ACTIVITY }).where(eq(taskFields.id, activity));
  await db.update(taskFields).set({ scoring: AREAS }).where(eq(taskFields.id, areas));
  const jobId = input.jobId ?? (await insertAssignedJob(db, { assignees: [input.userId] }));
  const given = { activity: 'High', areas: ['Kitchen', 'Dock'], note: 'Seen', ...input.answers };
  const reportId = await insertReport(db, {
    jobId,
    templateId: template.id,
    userId: input.userId,
    statusId: input.statusId ?? ReportStatus.InProgress,
    // A null answer is no answer: the question stays unanswered.
    answers: Object.fromEntries(
      [
        [activity, given.activity],
        [areas, given.areas],
        [note, given.note],
      ].filter(([, value]) => value !== null && value !== undefined),
    ) as Record<number, unknown>,
  });
  const [row] = await db.select({ snapshot: reports.snapshot }).from(reports).where(eq(reports.id, reportId));
  const snapshot = row!.snapshot;
  for (const field of snapshot.tasks.flatMap((t) => t.fields)) {
    if (field.id === activity) field.scoring = ACTIVITY;
    if (field.id === areas) field.scoring = AREAS;
  }
  await db.update(reports).set({ snapshot }).where(eq(reports.id, reportId));
  const [job] = await db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  return { reportId, jobId, locationId: job!.locationId, fields: { activity, areas, note } };
}

/** An action written directly (open, at a location), for lists and permissions. */
export async function insertAction(
  db: Db,
  input: Partial<typeof correctiveActions.$inferInsert> & { locationId: number; createdBy: number },
): Promise<number> {
  const [row] = await db
    .insert(correctiveActions)
    .values({ title: 'Seal the gap', ...input })
    .returning({ id: correctiveActions.id });
  return row!.id;
}

/** `POST /api/corrective-actions/{id}/photo` with these bytes, as the session's user. */
export function uploadActionPhoto(
  t: TestApp,
  session: Session,
  id: number,
  data: Buffer = photoPng(64, 48),
  opts: { filename?: string; type?: string } = {},
) {
  const body = multipartFile(data, opts);
  return t.app.inject({
    method: 'POST',
    url: `/api/corrective-actions/${id}/photo`,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
}

/**
 * The CSRF test's real calls for the corrective-action routes (http/csrf.api.test.ts): each
 * changes something when the token is right. `userId` is the caller, who owns the reports.
 */
export function correctiveActionCalls(
  db: Db,
  userId: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  const flagged = async () => insertFlaggedReport(db, { userId: await userId() });
  const action = async () => {
    const report = await flagged();
    return insertAction(db, { locationId: report.locationId, createdBy: await userId() });
  };
  return {
    'POST /api/corrective-actions': async () => ({
      url: '/api/corrective-actions',
      payload: { title: 'Csrf action', location_id: (await flagged()).locationId },
    }),
    'PATCH /api/corrective-actions/:id': async () => ({
      url: `/api/corrective-actions/${await action()}`,
      payload: { title: 'Csrf renamed' },
    }),
    'DELETE /api/corrective-actions/:id': async () => ({ url: `/api/corrective-actions/${await action()}` }),
    'POST /api/corrective-actions/:id/photo': async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photoPng(32, 32))], { type: 'image/png' }), 'photo.png');
      return { url: `/api/corrective-actions/${await action()}/photo`, payload: form };
    },
    'POST /api/reports/:id/corrective-actions': async () => {
      const report = await flagged();
      return {
        url: `/api/reports/${report.reportId}/corrective-actions`,
        payload: { title: 'Csrf flagged', field_id: report.fields.activity },
      };
    },
    'POST /api/reports/:id/corrective-actions/:actionId/close': async () => {
      const report = await flagged();
      const id = await insertAction(db, { locationId: report.locationId, createdBy: await userId() });
      return {
        url: `/api/reports/${report.reportId}/corrective-actions/${id}/close`,
        payload: { closing_note: 'Csrf closed' },
      };
    },
  };
}
