import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { FieldType, ReportStatus, Role, Status } from '@shared/constants';
import { ACTIVITY_LEVELS, type DeviceInspection } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { deviceInspections, devices, deviceTypes, sitePlans } from '../db/schema/devices';
import { jobs, jobUsers } from '../db/schema/jobs';
import { reportAnswers, reports, reportStatusHistory } from '../db/schema/reports';
import { taskFields, tasks, templates } from '../db/schema/templates';
import type { FileStore } from '../storage/file-store';
import { openFileStore, s3Settings, type StoreConfig } from '../storage/open-file-store';
import { buildSnapshots } from './demo-forms';
import { staff } from './demo-jobs';
import { DEMO_LOCATIONS, DEMO_USERS } from './demo-people';
import {
  DEMO_DEVICE_TEMPLATE,
  DEMO_DEVICES,
  floorPlanSvg,
  PLAN_HEIGHT,
  PLAN_WIDTH,
  planDeviceVisits,
} from './demo-device-plan';
import { createRng, daysBefore, isoDate } from './demo-random';

/** A file the demo needs in the file store, written by the caller once the seed has committed. */
export interface DemoFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Hex text from the demo's own generator: the same demo gives the same codes and file names. */
function hex(rng: ReturnType<typeof createRng>, length: number): string {
  return Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');
}

/**
 * The first restaurant's device program (demo-device-plan.ts): its devices on a drawn floor plan,
 * the "Device program inspection" template (a Device inspection field that needs full coverage and
 * a Paragraph), a job with it, and six finished visits whose findings are frozen into
 * device_inspections as a submit freezes them. Returns the plan image for the file store.
 */
export async function writeDemoDevices(
  tx: Db,
  base: Date,
  ids: { users: Map<string, number>; locationIds: number[] },
): Promise<DemoFile[]> {
  const li = DEMO_LOCATIONS.findIndex((l) => l.kind === 'restaurant');
  const location = DEMO_LOCATIONS[li]!;
  const locationId = ids.locationIds[li]!;
  const rng = createRng(1717);
  const technician = DEMO_USERS[staff(Role.Technician, location.crew)[0]!]!;
  const supervisor = DEMO_USERS[staff(Role.Supervisor, location.crew)[0]!]!;
  const techId = ids.users.get(technician.name)!;
  const supervisorId = ids.users.get(supervisor.name)!;
  const setUp = daysBefore(base, 200, 15);

  const image = await sharp(Buffer.from(floorPlanSvg())).png().toBuffer();
  const filepath = `${hex(rng, 32)}.png`;
  const [plan] = await tx
    .insert(sitePlans)
    .values({
      locationId,
      name: 'Ground floor',
      filepath,
      mime: 'image/png',
      size: image.length,
      width: PLAN_WIDTH,
      height: PLAN_HEIGHT,
      createdAt: setUp,
      updatedAt: setUp,
    })
    .returning({ id: sitePlans.id });
  const types = await tx
    .select({ id: deviceTypes.id, name: deviceTypes.name })
    .from(deviceTypes)
    .where(inArray(deviceTypes.name, [...new Set(DEMO_DEVICES.map((d) => d.type))]));
  const typeId = new Map(types.map((t) => [t.name, t.id]));
  const deviceRows = await tx
    .insert(devices)
    .values(
      DEMO_DEVICES.map((d) => ({
        locationId,
        number: d.number,
        typeId: typeId.get(d.type)!,
        zone: d.zone,
        placement: d.placement,
        planId: plan!.id,
        planX: d.x,
        planY: d.y,
        installedOn: isoDate(setUp),
        code: hex(rng, 16),
        createdAt: setUp,
        updatedAt: setUp,
      })),
    )
    .returning({ id: devices.id, number: devices.number });
  const deviceId = new Map(deviceRows.map((d) => [d.number, d.id]));

  const form = DEMO_DEVICE_TEMPLATE;
  const [template] = await tx
    .insert(templates)
    .values({
      name: form.name,
      companyName: form.companyName,
      statusId: form.statusId,
      createdAt: setUp,
      updatedAt: setUp,
    })
    .returning({ id: templates.id });
  const [task] = await tx
    .insert(tasks)
    .values({
      templateId: template!.id,
      task: form.tasks[0]!.task,
      weight: 10,
      createdAt: setUp,
      updatedAt: setUp,
    })
    .returning({ id: tasks.id });
  const fieldRows = await tx
    .insert(taskFields)
    .values(
      form.tasks[0]!.fields.map((f, i) => ({
        taskId: task!.id,
        fieldName: f.name,
        fieldType: f.type,
        required: f.required ? 1 : 0,
        options: '[]',
        weight: (i + 1) * 10,
        fullCoverage: f.type === FieldType.DeviceInspection,
        createdAt: setUp,
        updatedAt: setUp,
      })),
    )
    .returning({ id: taskFields.id });
  const [deviceField, notesField] = fieldRows;
  // The same shape as the other demo reports' snapshots (demo-forms.ts), written from the same data.
  const [snapshot] = buildSnapshots([form], {
    templates: [template!.id],
    tasks: [task!.id],
    fields: fieldRows.map((f) => f.id),
  });

  const [job] = await tx
    .insert(jobs)
    .values({
      name: 'Monthly device program',
      category: 'Pest Control',
      locationId,
      statusId: Status.Active,
      createdAt: setUp,
      updatedAt: setUp,
    })
    .returning({ id: jobs.id });
  await tx.insert(jobUsers).values({ jobId: job!.id, userId: techId, createdAt: setUp });

  for (const visit of planDeviceVisits(base)) {
    const [report] = await tx
      .insert(reports)
      .values({
        jobId: job!.id,
        templateId: template!.id,
        userId: techId,
        statusId: ReportStatus.Finished,
        startDate: visit.start,
        submittedAt: visit.submittedAt,
        finishedAt: visit.finishedAt,
        snapshot: snapshot!,
        createdAt: visit.start,
        updatedAt: visit.finishedAt,
      })
      .returning({ id: reports.id });
    const answer: DeviceInspection[] = visit.findings.map((f) => ({
      device_id: deviceId.get(f.number)!,
      at: f.at.toISOString(),
      scanned_at: f.scanned ? f.at.toISOString() : null,
      activity: f.activity,
      captures: f.captures,
      bait: f.bait,
      condition: f.condition,
      action: f.action,
      note: f.note,
      photo_file_id: null,
    }));
    await tx.insert(reportAnswers).values([
      {
        reportId: report!.id,
        fieldId: deviceField!.id,
        value: answer,
        createdAt: visit.submittedAt,
        updatedAt: visit.submittedAt,
      },
      {
        reportId: report!.id,
        fieldId: notesField!.id,
        value: visit.notes,
        createdAt: visit.submittedAt,
        updatedAt: visit.submittedAt,
      },
    ]);
    await tx.insert(reportStatusHistory).values([
      {
        reportId: report!.id,
        fromStatusId: null,
        toStatusId: ReportStatus.InProgress,
        userId: techId,
        createdAt: visit.start,
      },
      {
        reportId: report!.id,
        fromStatusId: ReportStatus.InProgress,
        toStatusId: ReportStatus.Submitted,
        userId: techId,
        createdAt: visit.submittedAt,
      },
      {
        reportId: report!.id,
        fromStatusId: ReportStatus.Submitted,
        toStatusId: ReportStatus.Finished,
        userId: supervisorId,
        createdAt: visit.finishedAt,
      },
    ]);
    // As the submit freezes an answer: the level's index or the captures' total as activity.
    await tx.insert(deviceInspections).values(
      visit.findings.map((f, i) => ({
        reportId: report!.id,
        fieldId: deviceField!.id,
        deviceId: answer[i]!.device_id,
        locationId,
        inspectedAt: f.at,
        scanned: f.scanned,
        activity:
          f.activity !== null
            ? ACTIVITY_LEVELS.indexOf(f.activity)
            : Object.values(f.captures ?? {}).reduce((a, b) => a + b, 0),
        captures: f.captures,
        baitConsumed: f.bait,
        condition: f.condition,
        action: f.action,
        note: f.note,
        userId: techId,
        createdAt: visit.submittedAt,
      })),
    );
  }
  return [{ key: `site-plans/${filepath}`, data: image, contentType: 'image/png' }];
}

/** The demo location with the device program, for tests and the report. */
export const demoDeviceLocation = () => DEMO_LOCATIONS.find((l) => l.kind === 'restaurant')!.name;

/** Puts the demo's files in the store (after the seed has committed: a file without its row is harmless). */
export async function storeDemoFiles(store: FileStore, files: DemoFile[]): Promise<void> {
  for (const f of files) {
    await store.put(f.key, Readable.from([f.data]), { size: f.data.length, contentType: f.contentType });
  }
}

/**
 * The demo's files into the configured store (bootstrap). An in-memory database (tests) has no
 * data folder, so its files would land in the working directory: they are left out there.
 */
export async function storeDemoFilesFor(config: StoreConfig, files: DemoFile[]): Promise<void> {
  if (files.length === 0 || (config.DATA_DIR === 'memory://' && !s3Settings(config))) return;
  const store = openFileStore(config);
  try {
    await storeDemoFiles(store, files);
  } finally {
    store.close();
  }
}
