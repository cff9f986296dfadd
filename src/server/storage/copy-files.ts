import path from 'node:path';
import { type FileStore, isCacheKey } from './file-store';

export interface CopyCounts {
  /** Files in the source. */
  total: number;
  copied: number;
  /** Already in the target with the same size (an earlier, interrupted run copied them). */
  skipped: number;
  copiedBytes: number;
}

/** The types uploads are stored as; a bucket browser shows them right, nothing depends on it. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/**
 * Copies every file of one store into another under the same key (`npm run storage:copy-to-s3`
 * moves DATA_DIR/files into a bucket). Run again it copies only what is missing or differs in
 * size, so an interrupted run is finished by starting it again.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onCopied: (key: string, size: number) => void = () => undefined,
): Promise<CopyCounts> {
  const counts: CopyCounts = { total: 0, copied: 0, skipped: 0, copiedBytes: 0 };
  for await (const { key, size } of from.list('')) {
    // The new store makes its own cache.
    if (isCacheKey(key)) continue;
    counts.total += 1;
    if ((await to.stat(key))?.size === size) {
      counts.skipped += 1;
      continue;
    }
    const source = await from.open(key);
    // Deleted since it was listed (the app is running): nothing to copy.
    if (!source) continue;
    const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
    await to.put(key, source.stream, { size: source.size, contentType });
    counts.copied += 1;
    counts.copiedBytes += source.size;
    onCopied(key, source.size);
  }
  return counts;
}
