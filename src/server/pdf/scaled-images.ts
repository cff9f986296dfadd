import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { CACHE_PREFIX, type FileStore, keepAsOnly } from '../storage/file-store';
import { type ImageKind, PDF_IMAGE_DPI, pixelBox } from './image-boxes';

/** Raised when how an image is scaled changes, so copies scaled the old way are made again. */
const SCALING = 1;

// libvips keeps recent operations and their pixels for reuse; a server scaling each image once
// gains nothing from that and would hold the pixels of the last images it read.
sharp.cache(false);
// One thread per image: PDFs are already made a few at a time (pdf-queue.ts), and more threads
// per image would compete for the same cores and each hold buffers of its own.
sharp.concurrency(1);

/**
 * Refuses an image of more pixels than this before decoding it: a small file can declare a huge
 * image. Twice a 48-megapixel phone photo; the web app sends photos of at most 1600 pixels.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/** JPEG quality of a scaled photo: no visible loss at the size it is drawn. */
const PHOTO_QUALITY = 80;

export interface PdfImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

/** The image a PDF draws: its file id (a site plan's id for a plan), its stored name and what it is. */
export interface ImageSource {
  fileId: number;
  storedName: string;
  kind: ImageKind;
}

// Plans are numbered apart from report files, so their copies are kept in a folder of their own.
const FOLDERS: Record<ImageKind, string> = {
  photo: 'report-image',
  signature: 'report-image',
  plan: 'site-plan',
  'plan-screen': 'site-plan-screen',
};
const folder = (source: Pick<ImageSource, 'fileId' | 'kind'>) =>
  `${CACHE_PREFIX}${FOLDERS[source.kind]}/${source.fileId}/`;

/**
 * Where the scaled copy is kept. Stored names are generated per upload and a stored file is never
 * changed, so the name stands for the content; it is in the hash so that a database restored over
 * another one's files never meets a copy of a different image under the same file id.
 */
export function scaledImageKey(source: ImageSource): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ scaling: SCALING, dpi: PDF_IMAGE_DPI, ...source }))
    .digest('hex');
  return `${folder(source)}${hash}.${source.kind === 'signature' ? 'png' : 'jpg'}`;
}

/**
 * The image fitted into its box at PDF_IMAGE_DPI, never enlarged, turned upright by its EXIF
 * orientation (the copy has no EXIF). A photo becomes a JPEG on white, which pdfkit embeds as it
 * is; a signature stays a PNG, keeping its transparency and its sharp strokes. Throws when the
 * data is not an image libvips can read.
 */
export async function scaleForPdf(data: Buffer, kind: ImageKind): Promise<PdfImage> {
  // A truncated file (a warning to libvips) still gives what it holds, as a browser shows it.
  const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ ...pixelBox(kind), fit: 'inside', withoutEnlargement: true });
  if (kind === 'signature') return { data: await image.png().toBuffer(), mime: 'image/png' };
  const jpeg = image.flatten({ background: '#ffffff' }).jpeg({ quality: PHOTO_QUALITY });
  return { data: await jpeg.toBuffer(), mime: 'image/jpeg' };
}

/**
 * The image as a PDF draws it: the scaled copy kept in the file store, else the original read,
 * scaled and kept for the next PDF. Null, logged, when the original is gone or cannot be read as
 * an image: the PDF then draws "Image missing" in its place. A copy that cannot be kept is only
 * logged; this PDF still gets the image.
 */
export async function pdfImage(
  store: FileStore,
  source: ImageSource,
  readOriginal: () => Promise<Buffer | null>,
  log: FastifyBaseLogger,
): Promise<PdfImage | null> {
  const key = scaledImageKey(source);
  const kept = await store.read(key);
  if (kept) return { data: kept, mime: source.kind === 'signature' ? 'image/png' : 'image/jpeg' };
  const where = { fileId: source.fileId, storedName: source.storedName, store: store.description };
  const original = await readOriginal();
  if (!original) {
    log.warn(where, 'a report image is missing from the file store; the PDF shows "Image missing" instead');
    return null;
  }
  let scaled: PdfImage;
  try {
    scaled = await scaleForPdf(original, source.kind);
  } catch (error) {
    log.error(
      { ...where, err: error },
      'a report image cannot be read as an image; the PDF shows "Image missing" instead',
    );
    return null;
  }
  // The file's copies scaled another way (an older SCALING) go.
  await keepAsOnly(store, folder(source), key, scaled.data, scaled.mime).catch((error: unknown) =>
    log.warn(
      { ...where, key, err: error },
      'a scaled report image could not be kept; the next PDF scales it again',
    ),
  );
  return scaled;
}
