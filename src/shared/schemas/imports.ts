import { z } from 'zod';
import { codedError, pageQuery, recordId, singleLineText } from './common';
import { sortQuery } from './list-sort';

/** What can be imported (issue 20). Devices do not exist yet. */
export const IMPORT_KINDS = ['locations', 'chemicals', 'users'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKind = z.enum(IMPORT_KINDS);
export const importKindParam = z.object({ kind: importKind });

/** The fields of each kind a file's columns map to, in the order the mapping step shows them. */
export const IMPORT_FIELDS = {
  locations: [
    { field: 'name', required: true },
    { field: 'street', required: false },
    { field: 'municipality', required: false, aliases: ['City', 'Town'] },
    { field: 'county', required: false },
    { field: 'state', required: false },
    { field: 'zip', required: false, aliases: ['ZIP code', 'Postal code'] },
    { field: 'latitude', required: true },
    { field: 'longitude', required: true },
    { field: 'status', required: false },
    { field: 'customer_name', required: false, aliases: ['Customer'] },
    { field: 'billing_address', required: false },
    { field: 'customer_phone', required: false },
    { field: 'customer_email', required: false },
    { field: 'notes', required: false },
  ],
  chemicals: [
    { field: 'category', required: true },
    { field: 'name', required: true },
    { field: 'epa_reg_no', required: false },
    { field: 'active_ingredient', required: false },
    { field: 'manufacturer', required: false },
    { field: 'signal_word', required: false },
    { field: 'restricted_use', required: false },
    { field: 'state_registrations', required: false },
    { field: 'label_unit', required: false },
    { field: 'site_codes', required: false },
    { field: 'rei_hours', required: false },
    { field: 'lots', required: false },
  ],
  users: [
    { field: 'name', required: true },
    { field: 'email', required: true },
    { field: 'username', required: true },
    { field: 'role', required: true },
    { field: 'status', required: false },
  ],
} as const satisfies Record<
  ImportKind,
  readonly { field: string; required: boolean; aliases?: readonly string[] }[]
>;

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Rows of the file shown beside the mapping. */
export const IMPORT_SAMPLE_ROWS = 5;

/** For each field, the heading of the file's column that holds it; unmapped fields are absent. */
export const importMapping = z.record(z.string().max(60), singleLineText().max(200));
export type ImportMapping = z.infer<typeof importMapping>;

/** The uploaded file kept on the server, by the name the upload answered. */
export const importFileToken = z.string().regex(/^[a-f0-9]{32}\.(csv|xlsx)$/);

/** How a file's text was read: XLSX and UTF-8 CSV are always UTF-8; a CSV may be in another. */
export const importEncoding = z.enum(['utf-8', 'utf-16', 'windows-1252', 'windows-1256']);
export type ImportEncoding = z.infer<typeof importEncoding>;

/** POST /api/imports/{kind}/file answers the file's headings, some rows and the mapping to offer. */
export const importFileAnswer = z.object({
  file_token: importFileToken,
  file_name: z.string(),
  encoding: importEncoding,
  headings: z.array(z.string()),
  samples: z.array(z.array(z.string())),
  row_count: z.number(),
  mapping: importMapping,
  /** The mapping is the one used last time for this kind (else guessed from the headings). */
  remembered: z.boolean(),
});
export type ImportFileAnswer = z.infer<typeof importFileAnswer>;

export const importRunBody = z.object({
  file_token: importFileToken,
  file_name: singleLineText().trim().min(1).max(255),
  mapping: importMapping,
});
export type ImportRunBody = z.infer<typeof importRunBody>;

/** Why a row is refused: a code of the shared list, and the field and the file's column it is about. */
export const importReason = codedError.extend({
  field: z.string().nullable(),
  column: z.string().nullable(),
});
export type ImportReason = z.infer<typeof importReason>;

export const importRowResult = z.object({
  /** The row's number in the spreadsheet: the heading is row 1. */
  line: z.number(),
  action: z.enum(['create', 'update', 'refuse']),
  /** What the row is: the location's or the user's name. */
  label: z.string(),
  reasons: z.array(importReason),
  /** For an update: each field that changes, from what to what. */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importDryRun = z.object({
  rows: z.array(importRowResult),
  created: z.number(),
  updated: z.number(),
  refused: z.number(),
});
export type ImportDryRun = z.infer<typeof importDryRun>;

export const importSummary = z.object({
  id: z.number(),
  kind: importKind,
  file_name: z.string(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  created_by: z.object({ id: z.number(), name: z.string() }),
  created_at: z.date().or(z.string()),
  undone_at: z.date().or(z.string()).nullable(),
  /** Undo is still possible: not undone, and within 30 days. */
  undoable: z.boolean(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** The history's columns it sorts by (issue 18); `created` and `updated` are the record counts. */
export const IMPORT_SORTS = ['created_at', 'kind', 'file', 'by', 'created', 'updated'] as const;
export const importsListQuery = z.object({ page: pageQuery, sort: sortQuery(IMPORT_SORTS) });
export type ImportsListFilter = z.output<typeof importsListQuery>;
export const importIdParam = z.object({ id: recordId });
