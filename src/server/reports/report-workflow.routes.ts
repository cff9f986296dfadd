import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FieldType, ReportStatus } from '@shared/constants';
import { dayIn } from '@shared/dates';
import { errorResponse } from '@shared/schemas/common';
import {
  answersBody,
  answersConflictResponse,
  answersResponse,
  reportCreateBody,
  reportDetail as reportDetailSchema,
  reportFile,
  reportFileParams,
  reportFileQuery,
  reportParams,
  reportStartConflict,
  returnBody,
} from '@shared/schemas/reports';
import { ANY_USER, STAFF } from '../http/access';
import { reportFiles } from '../db/schema/reports';
import { badRequest, conflict } from '../http/errors';
import { errorText } from '@shared/error-codes';
import { loadReport, reportDetail, reportNotFound } from './report-detail.repository';
import { receiveUpload } from '../storage/multipart-upload';
import { readUpload, removeUpload } from '../storage/upload-store';
import { fileByClientKey } from './report-files.repository';
import { startWithClientKey } from './report-offline-start.repository';
import { REPORT_IMAGES } from '../storage/report-image-kind';
import { warmFontsSoon } from '../pdf/fonts';
import { wakeQueue } from '../queue/queue-worker';
import { makePdfAhead } from './pdf/report-pdf-ahead';
import { issueFinishedReport } from '../ledger/ledger.public';
import { snapshotFields } from './report-snapshot';
import { takesFollowupPhotos } from './report-logic';
import { createReport, finishReport, returnReport, submitReport } from './report-workflow.repository';
import { saveAnswers } from './report-save-answers.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * The report API of docs/product.md section 7: start, read, answer, submit, finish, return, and the
 * images of signature and photo fields. Who may do what is checked per report in the repository
 * (a report is changed only by its own user; finish and return by office staff).
 */
export async function reportWorkflowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The office's day: a report started without a visit joins or makes today's visit.
  const startClock = () => {
    const now = app.clock();
    return { now, today: dayIn(now, app.config.APP_TIMEZONE) };
  };
  // A record's date and times are the office's wall clock, and no later than the submit.
  const submitClock = () => ({ now: app.clock(), timeZone: app.config.APP_TIMEZONE });

  api.post('/api/reports', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'startReport',
      summary: 'Start a report on a job from a template',
      tags: ['reports'],
      description:
        'Starts a report (status In Progress, by the current user) on an active job they are assigned to ' +
        '(Admins: any active job), from an active template whose tasks and fields are copied now. ' +
        'A user has one report in progress per job: another start is a 409 with `openReportId`. ' +
        '`visit_id`: the visit it is started from (of this job, not skipped or done); without it, the ' +
        'user’s open visit of the job today, else a new visit for today. The visit becomes in progress. ' +
        '`client_key` (a report started offline): the same key again answers the same report, and a job ' +
        'with the user’s report in progress answers that report (200) instead of the 409.',
      body: reportCreateBody,
      response: { 200: reportDetailSchema, ...refusals, 409: reportStartConflict },
    },
    handler: async (request) => {
      const { client_key: clientKey, ...start } = request.body;
      const report = await request.transaction((tx) =>
        clientKey === undefined
          ? createReport(tx, start, request.user, startClock())
          : startWithClientKey(tx, { ...start, client_key: clientKey }, request.user, startClock()),
      );
      return reportDetail(app.db, report, request.user);
    },
  });

  api.get('/api/reports/:id', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getReport',
      summary: 'Get a report with its tasks, fields and answers',
      tags: ['reports'],
      description:
        'The report with its snapshot tasks, fields and answers. A Technician reads only their own.',
      params: reportParams,
      response: { 200: reportDetailSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const report = await loadReport(app.db, request.params.id, request.user);
      // Whoever opens a finished report may download it next: the PDF fonts get ready meanwhile.
      if (report.statusId === ReportStatus.Finished) warmFontsSoon();
      return reportDetail(app.db, report, request.user);
    },
  });

  api.put('/api/reports/:id/answers', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'saveReportAnswers',
      summary: 'Save answers of an in-progress report',
      tags: ['reports'],
      description:
        'Saves answers `{answers: [{field_id, value}]}` of an in-progress report of ones own; an empty value ' +
        'clears the field. A negative field_id is a flagged answer’s follow-up `{note?, photos?}` (issue 16). ' +
        'Any invalid answer refuses the call with a message per field (`answers.<field_id>`). Stores the score. ' +
        'An answer may carry `base`, the value the device last knew the server held (null: empty); where ' +
        'the server now holds another value, and not the one sent, that answer is not saved: 409 ' +
        '`report.answerConflict` with `conflicts` (the server’s value, who changed it and when, if known) ' +
        'and `saved`, the answers as stored after the call, whose other answers are saved (decision 0069).',
      params: reportParams,
      body: answersBody,
      response: { 200: answersResponse, ...refusals, 409: answersConflictResponse.or(errorResponse) },
    },
    handler: async (request, reply) => {
      const { saved, conflicts } = await request.transaction((tx) =>
        saveAnswers(tx, request.params.id, request.body.answers, request.user),
      );
      // The other answers are committed: the 409 says so with `saved`, never a write the device misses.
      if (conflicts.length > 0)
        return reply.code(409).send({
          code: 'report.answerConflict',
          message: errorText('report.answerConflict'),
          conflicts,
          saved,
        });
      return saved;
    },
  });

  api.post('/api/reports/:id/files', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'uploadReportFile',
      summary: 'Upload a signature or photo image for a report field',
      tags: ['reports'],
      description:
        'Stores a PNG or JPEG (multipart field "file", at most 10 MB) for a signature or photo field ' +
        '(`?field_id=`) of an in-progress report of ones own, or for a choice field whose flagged answers ' +
        'require a photo (its follow-up). The answer then names it by file id. `client_key`: the device’s ' +
        'own id for the image; sent again with the same key, the file stored the first time is answered.',
      consumes: ['multipart/form-data'],
      params: reportParams,
      querystring: reportFileQuery,
      response: { 200: reportFile, ...refusals, 413: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { field_id: fieldId, client_key: clientKey = null } = request.query;
      const report = await loadReport(app.db, id, request.user, { own: true });
      if (report.statusId !== ReportStatus.InProgress) throw conflict('report.notInProgress');
      const field = snapshotFields(report.snapshot).find((f) => f.id === fieldId);
      // A flagged answer's follow-up photos (issue 16) are files of its choice field.
      const takesImages =
        field &&
        (field.field_type === FieldType.Signature ||
          field.field_type === FieldType.Photo ||
          takesFollowupPhotos(field));
      if (!takesImages) {
        throw badRequest('report.fileField', { field_id: 'report.fileField' });
      }
      return receiveUpload(request, app.files, REPORT_IMAGES, (stored) =>
        request.transaction(async (tx) => {
          // Checked again under the lock: the report may have been submitted meanwhile.
          const locked = await loadReport(tx, id, request.user, { own: true, lock: true });
          if (locked.statusId !== ReportStatus.InProgress) throw conflict('report.notInProgress');
          // Sent again (its answer lost with the connection): the file stored the first time, and
          // this copy goes (the report's lock above orders two sends of the same image).
          const again = clientKey && (await fileByClientKey(tx, id, clientKey));
          if (again) {
            await removeUpload(app.files, REPORT_IMAGES, stored.name).catch((err: unknown) =>
              request.log.warn({ err, name: stored.name }, 'could not remove a repeated upload'),
            );
            return again;
          }
          const [row] = await tx
            .insert(reportFiles)
            .values({
              reportId: id,
              fieldId,
              filepath: stored.name,
              mime: stored.type,
              size: stored.size,
              clientKey,
            })
            .returning();
          return { id: row!.id, field_id: row!.fieldId, mime: row!.mime, size: row!.size };
        }),
      );
    },
  });

  api.get('/api/reports/:id/files/:fileId', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'getReportFile',
      summary: 'Get a signature or photo image of a report',
      tags: ['reports'],
      description: 'A signature or photo image of a report the current user may read.',
      params: reportFileParams,
      produces: ['image/png', 'image/jpeg'],
    },
    handler: async (request, reply) => {
      const { id, fileId } = request.params;
      await loadReport(app.db, id, request.user);
      const [file] = await app.db
        .select()
        .from(reportFiles)
        .where(and(eq(reportFiles.id, fileId), eq(reportFiles.reportId, id)));
      const data = file ? await readUpload(app.files, REPORT_IMAGES, file.filepath) : null;
      if (!file || !data) throw reportNotFound();
      // Stored images never change: a new signature is a new file with a new id.
      return reply
        .type(file.mime)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  });

  const afterMove = async (id: number, user: Parameters<typeof loadReport>[2]) =>
    reportDetail(app.db, await loadReport(app.db, id, user), user);

  api.post('/api/reports/:id/submit', {
    config: { access: ANY_USER },
    schema: {
      operationId: 'submitReport',
      summary: 'Submit an in-progress report for review',
      tags: ['reports'],
      description:
        'In Progress → Submitted, by the report’s own user, when every shown required field has an answer ' +
        '(otherwise 400 naming the missing fields) and every shown flagged answer has the note, photo or ' +
        'corrective action its question requires (otherwise 400 `checklist.followupsMissing`), and a shown ' +
        'Device inspection field with full coverage names every device in place (otherwise 400 `device.coverage`). ' +
        'Stores the score and copies the device findings to the trends.',
      params: reportParams,
      response: { 200: reportDetailSchema, ...refusals },
    },
    handler: async (request) => {
      await request.transaction((tx) =>
        submitReport(tx, request.params.id, request.user, submitClock(), app.reportEvents),
      );
      return afterMove(request.params.id, request.user);
    },
  });

  api.post('/api/reports/:id/finish', {
    config: { access: STAFF },
    schema: {
      operationId: 'finishReport',
      summary: 'Finish a submitted report, locking it and mailing it out',
      tags: ['reports'],
      description:
        'Submitted → Finished, by a Supervisor or an Admin; the report is locked from then on, and mailed to ' +
        'the location’s report recipients.',
      params: reportParams,
      response: { 200: reportDetailSchema, ...refusals },
    },
    handler: async (request) => {
      // What finishing sets off (the code, the customer's mails) happens with the change, or not at all.
      await request.transaction(async (tx) => {
        const now = app.clock();
        await finishReport(tx, request.params.id, request.user, now);
        // Its code is printed on the PDF the mail carries: issued in the same transaction.
        await issueFinishedReport(tx, app.files, request.params.id, now);
        // The customer's mails (share-links/report-mail.ts), among what other modules do on finish.
        await app.reportEvents.run('finished', { tx, reportId: request.params.id, now });
        await makePdfAhead(tx, request.params.id);
      });
      wakeQueue('report-pdf');
      wakeQueue('mail');
      return afterMove(request.params.id, request.user);
    },
  });

  api.post('/api/reports/:id/return', {
    config: { access: STAFF },
    schema: {
      operationId: 'returnReport',
      summary: 'Return a submitted report to its technician with a reason',
      tags: ['reports'],
      description: 'Submitted → In Progress with a reason the technician reads, by a Supervisor or an Admin.',
      params: reportParams,
      body: returnBody,
      response: { 200: reportDetailSchema, ...refusals },
    },
    handler: async (request) => {
      await request.transaction((tx) =>
        returnReport(tx, request.params.id, request.body.reason, request.user, app.reportEvents),
      );
      return afterMove(request.params.id, request.user);
    },
  });
}
