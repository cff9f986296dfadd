import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FieldType } from '@shared/constants';
import { REPORT_FILE_MAX_BYTES, type ReportDetail } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { reportFiles } from '../db/schema/reports';
import type { FileStore } from '../storage/file-store';
import { readUpload, type UploadKind } from '../storage/upload-store';

/**
 * Signature and photo images under `reports/` in the file store. Only PNG and JPEG: the PDF embeds
 * exactly those, and the web app converts photos to JPEG (scaled down) before sending them.
 */
export const REPORT_IMAGES: UploadKind<'image/png' | 'image/jpeg'> = {
  prefix: 'reports',
  types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
  maxBytes: REPORT_FILE_MAX_BYTES,
  messages: {
    missing: 'report.fileMissing',
    one: 'report.fileMissing',
    broken: 'report.fileMissing',
    tooLarge: 'report.fileTooLarge',
    empty: 'report.fileEmpty',
    type: 'report.fileType',
  },
};

export interface ReportImage {
  data: Buffer;
  mime: string;
}

/** The images the answers name: a signature's file, each photo's file. */
export function answeredFileIds(report: Pick<ReportDetail, 'tasks'>): number[] {
  const ids: number[] = [];
  for (const field of report.tasks.flatMap((t) => t.fields)) {
    const a = field.answer as { file_id?: unknown } | { file_id?: unknown }[] | null;
    if (field.field_type === FieldType.Signature || field.field_type === FieldType.Photo) {
      for (const item of Array.isArray(a) ? a : a ? [a] : []) {
        if (typeof item.file_id === 'number') ids.push(item.file_id);
      }
    }
  }
  return ids;
}

/**
 * The answered images of a report by file id, read in parallel (a replaced signature stays
 * stored but is not read). An image gone from the store is logged and left out; the PDF draws
 * "Image missing" in its place.
 */
export async function loadReportImages(
  db: Db,
  store: FileStore,
  report: Pick<ReportDetail, 'id' | 'tasks'>,
  log: FastifyBaseLogger,
): Promise<Map<number, ReportImage>> {
  const ids = answeredFileIds(report);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: reportFiles.id, filepath: reportFiles.filepath, mime: reportFiles.mime })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, report.id), inArray(reportFiles.id, ids)));
  const loaded = await Promise.all(
    rows.map(async (r) => {
      const data = await readUpload(store, REPORT_IMAGES, r.filepath);
      if (data) return [r.id, { data, mime: r.mime }] as const;
      log.warn(
        { reportId: report.id, fileId: r.id, storedName: r.filepath, store: store.description },
        'a report image is missing from the file store; the PDF shows "Image missing" instead',
      );
      return null;
    }),
  );
  return new Map(loaded.filter((x) => x !== null));
}
