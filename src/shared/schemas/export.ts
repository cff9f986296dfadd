import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The chemicals' export: every chemical of the tree (not its categories), or those whose name holds `search`. */
export const chemicalsExportQuery = z.object({
  search: z.string().trim().max(200).optional(),
});
