import type { FastifyBaseLogger } from 'fastify';
import { type PdfImage, pdfImage } from '../pdf/scaled-images';
import type { FileStore } from '../storage/file-store';
import { readUpload } from '../storage/upload-store';
import { SITE_PLANS } from './site-plans.repository';

/**
 * A site plan's image as a PDF draws it (the trend report and the report PDF): read through the
 * plans' upload kind, scaled once to the plan's box and kept, so the next PDF only reads the copy.
 * Null, logged, when the file is gone or is not an image.
 */
export function sitePlanPdfImage(
  store: FileStore,
  plan: { id: number; filepath: string },
  log: FastifyBaseLogger,
  kind: 'plan' | 'plan-screen' = 'plan',
): Promise<PdfImage | null> {
  return pdfImage(
    store,
    { fileId: plan.id, storedName: plan.filepath, kind },
    () => readUpload(store, SITE_PLANS, plan.filepath),
    log.child({ sitePlanId: plan.id }),
  );
}

/**
 * The plan as screens show it: a JPEG of at most SCREEN_PLAN_PIXELS a side, made at the upload
 * and kept (made again when missing, as after a restore). Null, logged, as above.
 */
export const sitePlanScreenImage = (
  store: FileStore,
  plan: { id: number; filepath: string },
  log: FastifyBaseLogger,
) => sitePlanPdfImage(store, plan, log, 'plan-screen');
