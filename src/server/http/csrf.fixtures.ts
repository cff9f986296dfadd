import { FieldType, ReportStatus, type ReportStatusId } from '@shared/constants';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { taskFields, tasks, templates } from '../db/schema/templates';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';

/** Rows the CSRF test's calls change, written straight to the database; `userId` owns the reports. */
export function csrfFixtures(db: Db, userId: () => Promise<number>) {
  /** A live location and a job there, for the jobs and locations calls below. */
  async function csrfLocation(): Promise<number> {
    const [row] = await db
      .insert(locations)
      .values({ name: 'Csrf Site', address: '1 Csrf Way', latitude: 40.7, longitude: -74, statusId: 1 })
      .returning({ id: locations.id });
    return row!.id;
  }
  async function csrfJob(): Promise<number> {
    const [row] = await db
      .insert(jobs)
      .values({ name: 'Csrf Job', category: 'Csrf', locationId: await csrfLocation(), statusId: 1 })
      .returning({ id: jobs.id });
    return row!.id;
  }

  /** A template with one task holding one text field, for the template calls below. */
  async function csrfTemplate(): Promise<{ templateId: number; taskId: number; fieldId: number }> {
    const [template] = await db
      .insert(templates)
      .values({ name: 'Csrf Template', statusId: 1 })
      .returning({ id: templates.id });
    const [task] = await db
      .insert(tasks)
      .values({ templateId: template!.id, task: 'Csrf Task' })
      .returning({ id: tasks.id });
    const [field] = await db
      .insert(taskFields)
      .values({ taskId: task!.id, fieldName: 'Csrf Field', fieldType: 1 })
      .returning({ id: taskFields.id });
    return { templateId: template!.id, taskId: task!.id, fieldId: field!.id };
  }

  /** A chemical (with a document on record when asked), for the chemicals calls below. */
  let chemicalSeq = 0;
  /** A report of the Super Admin's own (a text and a signature field, none required) on an active job. */
  async function csrfReport(statusId: ReportStatusId = ReportStatus.InProgress) {
    const fields = [
      { name: 'Note', type: FieldType.Text },
      { name: 'Signature', type: FieldType.Signature },
    ];
    const template = await insertTemplate(db, { tasks: [{ task: 'Csrf', fields }] });
    const jobId = await insertAssignedJob(db);
    const id = await insertReport(db, { jobId, templateId: template.id, userId: await userId(), statusId });
    return { id, jobId, templateId: template.id, fieldIds: template.fieldIds };
  }

  async function csrfChemical(withFile = false): Promise<number> {
    const [row] = await db
      .insert(chemicals)
      .values({
        name: `Csrf Chemical ${++chemicalSeq}`,
        ...(withFile && {
          filepath: `${'0'.repeat(32)}.pdf`,
          fileMime: 'application/pdf',
          fileName: 'sds.pdf',
          fileSize: 1,
        }),
      })
      .returning({ id: chemicals.id });
    return row!.id;
  }

  return { csrfLocation, csrfJob, csrfTemplate, csrfReport, csrfChemical };
}

/**
 * The REST-style deletes that answer the same as the spec's POST paths (src/server/http/spec-paths.ts):
 * one call each that really deletes something.
 */
export function restDeleteCalls(
  rows: ReturnType<typeof csrfFixtures>,
  person: () => Promise<number>,
  group: () => Promise<number>,
) {
  return {
    'DELETE /api/templates/:id': async () => ({
      url: `/api/templates/${(await rows.csrfTemplate()).templateId}`,
    }),
    'DELETE /api/users/:id': async () => ({ url: `/api/users/${await person()}` }),
    'DELETE /api/groups/:id': async () => ({ url: `/api/groups/${await group()}` }),
    'DELETE /api/jobs/:id': async () => ({ url: `/api/jobs/${await rows.csrfJob()}` }),
    'DELETE /api/locations/:id': async () => ({ url: `/api/locations/${await rows.csrfLocation()}` }),
    'DELETE /api/reports/:id': async () => ({ url: `/api/reports/${(await rows.csrfReport()).id}` }),
  };
}
