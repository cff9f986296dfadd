import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reportFiles } from '../db/schema/reports';
import { readStoredImage } from './report-files';

export interface ReportImage {
  data: Buffer;
  mime: string;
}

/** The stored images of a report by file id, read in parallel; a file gone from disk is left out. */
export async function loadReportImages(
  db: Db,
  dir: string,
  reportId: number,
): Promise<Map<number, ReportImage>> {
  const rows = await db
    .select({ id: reportFiles.id, filepath: reportFiles.filepath, mime: reportFiles.mime })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId)));
  const loaded = await Promise.all(
    rows.map(async (r) => {
      const data = await readStoredImage(dir, r.filepath);
      return data ? ([r.id, { data, mime: r.mime }] as const) : null;
    }),
  );
  return new Map(loaded.filter((x) => x !== null));
}
