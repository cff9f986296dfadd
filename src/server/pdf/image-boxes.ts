import { CONTENT_WIDTH } from './pdf-writer';

/**
 * What an image is: an answered photo or signature, or a site plan (issue 17), each drawn in a box
 * of its own size and shape; and a site plan as a screen shows it (`plan-screen`).
 */
export type ImageKind = 'photo' | 'signature' | 'plan' | 'plan-screen';

/**
 * The longer side of a site plan's copy for screens, in pixels: a phone zoomed in on a plan shows
 * its rooms sharp, where the upload (up to 40 megapixels) is more than a phone can decode (issue 31).
 */
export const SCREEN_PLAN_PIXELS = 2560;

/** The tallest a site plan is drawn, in points: it shares its page with its heading and legend. */
export const PLAN_MAX_HEIGHT = 420;

/** The box each image is fitted into on the page, in points (1/72 inch): report-pdf.ts draws them. */
export const IMAGE_BOXES: Record<Exclude<ImageKind, 'plan-screen'>, { width: number; height: number }> = {
  photo: { width: 160, height: 120 },
  signature: { width: 240, height: 90 },
  plan: { width: CONTENT_WIDTH, height: PLAN_MAX_HEIGHT },
};

/**
 * Pixels per inch of a drawn image: sharp in print and on a zoomed screen, and a tenth of the
 * pixels of a phone photo. More only makes every PDF larger and slower to make.
 */
export const PDF_IMAGE_DPI = 200;

/** The most pixels an image of the kind needs: its box at PDF_IMAGE_DPI. */
export function pixelBox(kind: ImageKind): { width: number; height: number } {
  if (kind === 'plan-screen') return { width: SCREEN_PLAN_PIXELS, height: SCREEN_PLAN_PIXELS };
  const { width, height } = IMAGE_BOXES[kind];
  return {
    width: Math.round((width * PDF_IMAGE_DPI) / 72),
    height: Math.round((height * PDF_IMAGE_DPI) / 72),
  };
}
