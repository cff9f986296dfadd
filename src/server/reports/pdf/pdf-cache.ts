import { createHash } from 'node:crypto';
import type { ReportDetail } from '@shared/schemas/reports';
import { CACHE_PREFIX, type FileStore, keepAsOnly } from '../../storage/file-store';

/** Raised when how a PDF is drawn changes, so PDFs drawn the old way are not served. */
const RENDERING = 6;

const folder = (reportId: number) => `${CACHE_PREFIX}report-pdf/${reportId}/`;

/**
 * Where a report's PDF is kept: by a hash of everything the PDF shows (the report's detail, the
 * time zone its times are written in, the address its code is checked at) and of how it is drawn. A finished report is locked, but
 * its detail still names chemicals by their current name; any change there makes a new key, so a
 * cached PDF never differs from one made now.
 */
export function pdfCacheKey(detail: ReportDetail, timezone: string, verifyUrl: string | null): string {
  // What the reader may do with the report is not drawn, and differs from reader to reader.
  const { can: _can, ...shown } = detail;
  const hash = createHash('sha256')
    .update(JSON.stringify({ rendering: RENDERING, timezone, verifyUrl, shown }))
    .digest('hex');
  return `${folder(detail.id)}${hash}.pdf`;
}

export async function readCachedPdf(store: FileStore, key: string): Promise<Buffer | null> {
  return store.read(key);
}

/** Keeps the PDF under its key and removes the report's PDFs kept under older keys. */
export async function cachePdf(store: FileStore, reportId: number, key: string, pdf: Buffer) {
  await keepAsOnly(store, folder(reportId), key, pdf, 'application/pdf');
}
