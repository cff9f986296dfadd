import { z } from 'zod';
import { singleLineText } from './common';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Each format's media type: the answer's Content-Type and the API document's. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportFormat = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });

/**
 * A list's export takes the list's own query schema, refinements and all (its `page` is read and
 * ignored: every page is exported), and the file's format, CSV unless asked.
 */
export const exportQuery = <T extends z.ZodType<object>>(list: T) => list.and(exportFormat);

/** The lists that can be exported: GET /api/export/<list>. */
export const EXPORT_LISTS = [
  'users',
  'groups',
  'locations',
  'jobs',
  'templates',
  'reports',
  'chemicals',
  'applications',
  'mail',
  'activity',
  'corrective-actions',
  'device-types',
  'expiring',
  'trash',
  'compliance',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The chemicals' export: every chemical of the tree (not its categories), or those whose name holds `search`. */
export const chemicalsExportQuery = z.object({
  // One line like every other filter: a NUL reached the database (issue 39).
  search: singleLineText().trim().max(200).optional(),
});
