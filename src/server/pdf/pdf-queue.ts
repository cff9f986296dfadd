import pLimit from 'p-limit';
import { HttpError } from '../http/errors';

/** Seconds a refused download is told to wait: about what a queue's worth of PDFs takes. */
export const PDF_RETRY_AFTER_SECONDS = 5;

/**
 * At most `concurrency` report PDFs are made at once and `waiting` more wait their turn; one more
 * is refused at once with 503 and Retry-After instead of queueing without bound. Ten users printing
 * a photo-heavy report together used to take a small server past 1 GB of memory.
 */
export function pdfQueue({ concurrency, waiting }: { concurrency: number; waiting: number }) {
  const limit = pLimit(concurrency);
  return {
    run<T>(make: () => Promise<T>): Promise<T> {
      if (limit.activeCount + limit.pendingCount >= concurrency + waiting) {
        const busy = new HttpError(503, 'report.pdfBusy');
        busy.headers = { 'Retry-After': String(PDF_RETRY_AFTER_SECONDS) };
        return Promise.reject(busy);
      }
      return limit(make);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

export type PdfQueue = ReturnType<typeof pdfQueue>;
