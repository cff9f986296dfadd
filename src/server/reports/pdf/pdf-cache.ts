import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Language } from '@shared/languages';
import type { ReportDetail } from '@shared/schemas/reports';
import { CACHE_PREFIX, type FileStore } from '../../storage/file-store';

/** Raised when how a PDF is drawn changes, so PDFs drawn the old way are not served. */
const RENDERING = 7;

const folder = (reportId: number) => `${CACHE_PREFIX}report-pdf/${reportId}/`;

/** English PDFs are named by their hash alone (as before issue 35); the others start `ar-`, `fa-`, … */
const languagePrefix = (language: Language) => (language === 'en' ? '' : `${language}-`);
const languageOfKey = (key: string) => /\/([a-z]{2})-[0-9a-f]+\.pdf$/.exec(key)?.[1] ?? 'en';

/**
 * Where a report's PDF is kept: by a hash of everything the PDF shows (the report's detail, the
 * time zone its times are written in, the address its code is checked at, the language it is written in) and of how it is drawn. A finished report is locked, but
 * its detail still names chemicals by their current name; any change there makes a new key, so a
 * cached PDF never differs from one made now.
 */
export function pdfCacheKey(
  detail: ReportDetail,
  timezone: string,
  verifyUrl: string | null,
  language: Language = 'en',
): string {
  // What the reader may do with the report is not drawn, and differs from reader to reader.
  const { can: _can, ...shown } = detail;
  const hash = createHash('sha256')
    .update(JSON.stringify({ rendering: RENDERING, timezone, verifyUrl, language, shown }))
    .digest('hex');
  return `${folder(detail.id)}${languagePrefix(language)}${hash}.pdf`;
}

export async function readCachedPdf(store: FileStore, key: string): Promise<Buffer | null> {
  return store.read(key);
}

/**
 * Keeps the PDF under its key and removes the report's PDFs in the same language kept under older
 * keys; the other languages' PDFs stay (an Arabic download does not cost the English one).
 */
export async function cachePdf(store: FileStore, reportId: number, key: string, pdf: Buffer) {
  await store.put(key, Readable.from([pdf]), { size: pdf.length, contentType: 'application/pdf' });
  const language = languageOfKey(key);
  for await (const object of store.list(folder(reportId))) {
    if (object.key !== key && languageOfKey(object.key) === language) await store.delete(object.key);
  }
}
