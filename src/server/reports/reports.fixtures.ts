import { FieldType, type FieldTypeId, ReportStatus, type ReportStatusId, Status } from '@shared/constants';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reportAnswers, reports, reportStatusHistory } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import type { Session, TestApp } from '../test/test-app';
import { buildSnapshot } from './report-snapshot';

/** Test data written straight to the database, so a test sets up many rows quickly. */

let seq = 0;
const next = () => (seq += 1);

export interface FieldInput {
  name: string;
  type: FieldTypeId;
  required?: boolean;
  options?: string[];
  link?: string;
}

/** One field of every type (docs/product.md section 5), the first seven required. */
export const EVERY_TYPE: FieldInput[] = [
  { name: 'Contact on site', type: FieldType.Text, required: true },
  { name: 'Notes', type: FieldType.Paragraph, required: true },
  { name: 'Stations checked', type: FieldType.Number, required: true },
  { name: 'Next visit', type: FieldType.Date, required: true },
  { name: 'Areas', type: FieldType.Checkboxes, required: true, options: ['Kitchen', 'Storage', 'Dock'] },
  { name: 'Activity', type: FieldType.Dropdown, required: true, options: ['None', 'Low', 'High'] },
  { name: 'Follow-up', type: FieldType.Radio, required: true, options: ['Yes', 'No'] },
  { name: 'Customer signature', type: FieldType.Signature },
  { name: 'Photos', type: FieldType.Photo },
  { name: 'Product applied', type: FieldType.ChemicalApplication },
  { name: 'Label', type: FieldType.Link, link: 'https://example.com/label.pdf' },
];

/** A template with tasks of fields; returns its id and its field ids in order. */
export async function insertTemplate(
  db: Db,
  input: Partial<{ name: string; companyName: string; statusId: number; deletedAt: Date }> & {
    tasks?: { task: string; fields: FieldInput[] }[];
  } = {},
): Promise<{ id: number; taskIds: number[]; fieldIds: number[] }> {
  const n = next();
  const [template] = await db
    .insert(templates)
    .values({
      name: input.name ?? `Service Report ${n}`,
      companyName: input.companyName ?? `Company ${n}`,
      statusId: input.statusId ?? Status.Active,
      deletedAt: input.deletedAt,
    })
    .returning({ id: templates.id });
  const taskIds: number[] = [];
  const fieldIds: number[] = [];
  const taskList = input.tasks ?? [{ task: 'Inspection', fields: EVERY_TYPE }];
  for (const [i, t] of taskList.entries()) {
    const [task] = await db
      .insert(tasks)
      .values({ templateId: template!.id, task: t.task, weight: (i + 1) * 10 })
      .returning({ id: tasks.id });
    taskIds.push(task!.id);
    if (t.fields.length === 0) continue;
    const rows = await db
      .insert(taskFields)
      .values(
        t.fields.map((f, j) => ({
          taskId: task!.id,
          fieldName: f.name,
          fieldType: f.type,
          required: f.required ? 1 : 0,
          options: JSON.stringify(f.options ?? []),
          weight: (j + 1) * 10,
          defaultValue: f.link ?? null,
        })),
      )
      .returning({ id: taskFields.id });
    fieldIds.push(...rows.map((r) => r.id));
  }
  return { id: template!.id, taskIds, fieldIds };
}

/** A live, active job at a new location, with these users assigned. */
export async function insertAssignedJob(
  db: Db,
  input: Partial<{ name: string; category: string; statusId: number; locationName: string }> & {
    assignees?: number[];
  } = {},
): Promise<number> {
  const n = next();
  const [location] = await db
    .insert(locations)
    .values({
      name: input.locationName ?? `Site ${n}`,
      address: `${n} Main Street`,
      latitude: 40.7,
      longitude: -74,
      statusId: Status.Active,
    })
    .returning({ id: locations.id });
  const [job] = await db
    .insert(jobs)
    .values({
      name: input.name ?? `Job ${n}`,
      category: input.category ?? 'Pest Control',
      locationId: location!.id,
      statusId: input.statusId ?? Status.Active,
    })
    .returning({ id: jobs.id });
  const assignees = input.assignees ?? [];
  if (assignees.length > 0) {
    await db.insert(jobUsers).values(assignees.map((userId) => ({ jobId: job!.id, userId })));
  }
  return job!.id;
}

export async function insertChemical(
  db: Db,
  input: Partial<{ name: string; parentId: number; isCategory: boolean; deletedAt: Date }> = {},
): Promise<number> {
  const [row] = await db
    .insert(chemicals)
    .values({
      name: input.name ?? `Chemical ${next()}`,
      parentId: input.parentId ?? null,
      isCategory: input.isCategory ?? false,
      epaRegNo: input.isCategory ? null : '1234-56',
      deletedAt: input.deletedAt,
    })
    .returning({ id: chemicals.id });
  return row!.id;
}

export interface ReportInput {
  jobId: number;
  templateId: number;
  userId: number;
  statusId?: ReportStatusId;
  startDate?: Date;
  deletedAt?: Date;
  answers?: Record<number, unknown>;
}

/** Reports written directly (snapshot taken now), with the first history row, as the API would. */
export async function insertReports(db: Db, inputs: ReportInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const snapshots = new Map<number, Awaited<ReturnType<typeof buildSnapshot>>>();
  for (const r of inputs) {
    if (!snapshots.has(r.templateId)) snapshots.set(r.templateId, await buildSnapshot(db, r.templateId));
  }
  const rows = await db
    .insert(reports)
    .values(
      inputs.map((r) => ({
        jobId: r.jobId,
        templateId: r.templateId,
        userId: r.userId,
        statusId: r.statusId ?? ReportStatus.InProgress,
        startDate: r.startDate ?? new Date(),
        snapshot: snapshots.get(r.templateId)!,
        deletedAt: r.deletedAt,
      })),
    )
    .returning({ id: reports.id });
  const ids = rows.map((r) => r.id);
  await db.insert(reportStatusHistory).values(
    inputs.map((r, i) => ({
      reportId: ids[i]!,
      fromStatusId: null,
      toStatusId: ReportStatus.InProgress,
      userId: r.userId,
      createdAt: r.startDate,
    })),
  );
  const answers = inputs.flatMap((r, i) =>
    Object.entries(r.answers ?? {}).map(([fieldId, value]) => ({
      reportId: ids[i]!,
      fieldId: Number(fieldId),
      value,
    })),
  );
  if (answers.length > 0) await db.insert(reportAnswers).values(answers);
  return ids;
}

export async function insertReport(db: Db, input: ReportInput): Promise<number> {
  const [id] = await insertReports(db, [input]);
  return id!;
}

/** A multipart/form-data body with one file part named "file", for app.inject. */
export function multipartFile(
  data: Buffer,
  opts: { filename?: string; type?: string; field?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fieldbook${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; ` +
    `filename="${opts.filename ?? 'image.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /api/reports/{id}/files` with one image, as the session's user. */
export function uploadReportImage(
  t: TestApp,
  session: Session,
  id: number,
  fieldId: number,
  data: Buffer,
  clientKey?: string,
) {
  const body = multipartFile(data);
  const key = clientKey === undefined ? '' : `&client_key=${clientKey}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/reports/${id}/files?field_id=${fieldId}${key}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
}
