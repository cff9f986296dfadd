import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { FieldType } from '@shared/constants';
import { type ReportDetail } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { reportFiles } from '../db/schema/reports';
import type { FileStore } from '../storage/file-store';
import { REPORT_IMAGES } from '../storage/report-image-kind';
import { readUpload } from '../storage/upload-store';
import type { ImageKind } from '../pdf/image-boxes';
import { pdfImage, type PdfImage } from '../pdf/scaled-images';

/**
 * The images the answers name: a signature's file, each photo's file, a follow-up's photos, each
 * with what it is. Pass the shown detail (`shownOnly`) where hidden answers must not count.
 */
export function answeredImages(report: Pick<ReportDetail, 'tasks'>): Map<number, ImageKind> {
  const kinds = new Map<number, ImageKind>();
  for (const field of report.tasks.flatMap((t) => t.fields)) {
    const a = field.answer as { file_id?: unknown } | { file_id?: unknown }[] | null;
    const kind = field.field_type === FieldType.Signature ? 'signature' : 'photo';
    if (field.field_type === FieldType.Signature || field.field_type === FieldType.Photo) {
      for (const item of Array.isArray(a) ? a : a ? [a] : []) {
        if (typeof item.file_id === 'number') kinds.set(item.file_id, kind);
      }
    }
    // A flagged answer's follow-up photos (issue 16).
    for (const photo of field.followup?.photos ?? []) kinds.set(photo.file_id, 'photo');
  }
  return kinds;
}

/** Images scaled or read at once for one PDF: each holds a decoded image while it is scaled. */
const IMAGES_AT_ONCE = 2;

/**
 * The answered images of a report by file id, as the PDF draws them: each scaled once to the PDF's
 * resolution and kept (pdf/scaled-images.ts; a replaced signature stays stored but is not read).
 * An image gone from the store or unreadable is logged and left out; the PDF draws "Image
 * missing" in its place.
 */
export async function loadReportImages(
  db: Db,
  store: FileStore,
  report: Pick<ReportDetail, 'id' | 'tasks'>,
  log: FastifyBaseLogger,
): Promise<Map<number, PdfImage>> {
  const kinds = answeredImages(report);
  if (kinds.size === 0) return new Map();
  const rows = await db
    .select({ id: reportFiles.id, filepath: reportFiles.filepath })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, report.id), inArray(reportFiles.id, [...kinds.keys()])));
  const limit = pLimit(IMAGES_AT_ONCE);
  const reportLog = log.child({ reportId: report.id });
  const loaded = await Promise.all(
    rows.map((r) =>
      limit(async () => {
        const source = { fileId: r.id, storedName: r.filepath, kind: kinds.get(r.id)! };
        const read = () => readUpload(store, REPORT_IMAGES, r.filepath);
        const image = await pdfImage(store, source, read, reportLog);
        return image ? ([r.id, image] as const) : null;
      }),
    ),
  );
  return new Map(loaded.filter((x) => x !== null));
}
