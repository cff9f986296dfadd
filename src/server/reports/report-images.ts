import { and, eq, inArray } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { reportFiles } from '../db/schema/reports';
import { readStoredImage } from './report-files';

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
 * The answered images of a report by file id, read in parallel (a replaced signature stays on
 * disk but is not read); a file gone from disk is left out.
 */
export async function loadReportImages(
  db: Db,
  dir: string,
  report: Pick<ReportDetail, 'id' | 'tasks'>,
): Promise<Map<number, ReportImage>> {
  const ids = answeredFileIds(report);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: reportFiles.id, filepath: reportFiles.filepath, mime: reportFiles.mime })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, report.id), inArray(reportFiles.id, ids)));
  const loaded = await Promise.all(
    rows.map(async (r) => {
      const data = await readStoredImage(dir, r.filepath);
      return data ? ([r.id, { data, mime: r.mime }] as const) : null;
    }),
  );
  return new Map(loaded.filter((x) => x !== null));
}
