import type { FastifyBaseLogger } from 'fastify';
import { ReportStatus } from '@shared/constants';
import type { Language } from '@shared/languages';
import { type Config, publicUrl } from '../../config';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';
import { type ReportReader, type ReportRecord, reportDetail } from '../report-detail.repository';
import { answeredImages, loadReportImages } from '../report-images';
import { loadPlanImages } from '../report-plan-images';
import { shownOnly } from '../report-logic';
import { cachePdf, pdfCacheKey, readCachedPdf } from './pdf-cache';
import { pdfLanguage } from '../../pdf/pdf-language';
import type { PdfQueue } from '../../pdf/pdf-queue';
import { renderReportPdf } from './report-pdf';

/**
 * `report-12-Weekly Service.pdf`: the job's name in letters, digits, spaces, dots, dashes and
 * underscores of any script; quotes are dropped and anything else (slashes, colons) becomes a space.
 */
export function pdfFileName(id: number, job: string): string {
  const safe = job
    .normalize('NFC')
    .replace(/['"`\u2018\u2019\u201c\u201d]/g, '')
    .replace(/[^\p{L}\p{M}\p{N} _.-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-. ]+|[-. ]+$/g, '')
    .slice(0, 80)
    .trim();
  return safe ? `report-${id}-${safe}.pdf` : `report-${id}.pdf`;
}

/** What making a report's PDF needs, from the app or from the mail sender (no request). */
export interface PdfMaking {
  db: Db;
  files: FileStore;
  pdfQueue: PdfQueue;
  timezone: string;
  log: FastifyBaseLogger;
  /** An absolute address in the app (config.ts `publicUrl`): where the printed code is checked. */
  publicUrl: (path: string) => string;
}

/** The app's way of making PDFs (a route's, a worker's or the mail's), logging to `log`. */
export function pdfMakingOf(
  app: {
    db: Db;
    files: FileStore;
    pdfQueue: PdfQueue;
    config: Pick<Config, 'APP_TIMEZONE' | 'PUBLIC_URL' | 'PORT'>;
  },
  log: FastifyBaseLogger,
): PdfMaking {
  return {
    db: app.db,
    files: app.files,
    pdfQueue: app.pdfQueue,
    timezone: app.config.APP_TIMEZONE,
    log,
    publicUrl: (path) => publicUrl(app.config, path),
  };
}

/**
 * The one way a finished report's PDF is made: for a download (`reader` the session's user, who
 * was allowed to load it) and for a mail or a share link (`SHARED_READER`: no account; the PDF draws
 * nothing reader-specific), in `language` (issue 35; the caller picks it: the one asked for, the
 * reader's, else English).
 * 409 unless finished. Made once in the file store (every app process reads it there) and then
 * served from it; making one waits its turn in the queue, which refuses with 503 when full
 * (decision 0029).
 */
export async function finishedReportPdf(
  making: PdfMaking,
  report: ReportRecord,
  reader: ReportReader,
  language: Language = 'en',
): Promise<{ pdf: Buffer; fileName: string }> {
  if (report.statusId !== ReportStatus.Finished) throw conflict('report.notFinishedDownload');
  const { db, files, timezone } = making;
  // What the rules hide is left out of the PDF, its images too (issue 16).
  const detail = shownOnly(await reportDetail(db, report, reader));
  const fileName = pdfFileName(report.id, detail.job.name);
  const code = detail.verification_code;
  const verifyUrl = code ? making.publicUrl(`/verify/${code}`) : null;
  const key = pdfCacheKey(detail, timezone, verifyUrl, language);
  const cached = await readCachedPdf(files, key);
  if (cached) return { pdf: cached, fileName };
  const pdf = await making.pdfQueue.run(async () => {
    // Made by the download that waited ahead of this one.
    const madeMeanwhile = await readCachedPdf(files, key);
    if (madeMeanwhile) return madeMeanwhile;
    const images = await loadReportImages(db, files, detail, making.log);
    const plans = await loadPlanImages(db, files, detail, making.log);
    const made = await renderReportPdf(detail, {
      lang: pdfLanguage(language, timezone),
      images,
      plans: plans.images,
      verifyUrl: verifyUrl ?? undefined,
    });
    // With an image gone from the store (or unreadable) the PDF says "Image missing"; that is not
    // kept, so the image shows again once the file is back (a restore).
    const whole = images.size === answeredImages(detail).size && plans.images.size === plans.wanted;
    if (whole) await cachePdf(files, report.id, key, made);
    return made;
  });
  return { pdf, fileName };
}
