import { REPORT_FILE_MAX_BYTES } from '@shared/schemas/report-limits';
import type { UploadKind } from './upload-store';

/**
 * Signature and photo images under `reports/` in the file store, kept here below the modules that
 * read them (reports, share links, the ledger's hashes, corrective actions' photos). Only PNG and JPEG: the PDF embeds
 * exactly those, and the web app converts photos to JPEG (scaled down) before sending them.
 */
export const REPORT_IMAGES: UploadKind<'image/png' | 'image/jpeg'> = {
  prefix: 'reports',
  types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
  maxBytes: REPORT_FILE_MAX_BYTES,
  messages: {
    missing: 'report.fileMissing',
    one: 'report.fileMissing',
    broken: 'report.fileMissing',
    tooLarge: 'report.fileTooLarge',
    empty: 'report.fileEmpty',
    type: 'report.fileType',
  },
};
