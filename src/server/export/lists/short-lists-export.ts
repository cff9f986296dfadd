import type { ExpiringFilter, ExpiringRow } from '@shared/schemas/certifications';
import type { Filing, FilingState } from '@shared/schemas/compliance';
import type { TrashFilter, TrashItem } from '@shared/schemas/trash';
import { listFilings } from '../../compliance/compliance.public';
import type { Db } from '../../db/client';
import { listTrash, type TrashKind } from '../../trash/trash.public';
import { listExpiring } from '../../users/users.public';
import type { PagedSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

/**
 * The lists gathered from several tables, short by nature, exported through their own pages
 * (issue 33 item 8): what is expiring (60 days of certifications and licences), the Trash (30
 * days of deletions) and a state's filing log (a few files a year).
 */
type ExpiringExportRow = ExpiringRow & { expired: boolean };

/** The Expiring page's columns, and what it shows in words: expired, the business's licence. */
export const expiringColumns: ExportColumn<ExpiringExportRow>[] = [
  { heading: 'Expires', type: 'date', value: (r) => r.expires_on },
  { heading: 'Expired', type: 'boolean', value: (r) => r.expired },
  { heading: 'Whose', type: 'text', value: (r) => r.user?.name ?? 'Business' },
  { heading: 'State', type: 'text', value: (r) => r.state },
  { heading: 'Number', type: 'text', value: (r) => r.number },
  { heading: 'Category', type: 'text', value: (r) => r.category ?? 'Licence' },
  { heading: 'Kind', type: 'text', value: (r) => r.kind },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

/** The list's rows for the office's `today`, in its order. */
export function expiringSource(
  query: Omit<ExpiringFilter, 'page'>,
  today: string,
): PagedSource<ExpiringExportRow> {
  return {
    page: async (db: Db, page: number) => {
      const { rows, total } = await listExpiring(db, today, query.days, page, query.sort);
      return { rows: rows.map((r) => ({ ...r, expired: r.expires_on < today })), total };
    },
  };
}

export const trashColumns: ExportColumn<TrashItem>[] = [
  { heading: 'Kind', type: 'text', value: (r) => r.entity },
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Deleted', type: 'datetime', value: (r) => r.deleted_at },
  { heading: 'Deleted By', type: 'text', value: (r) => r.deleted_by?.name ?? null },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

/** The Trash of one kind or all, newest first or by a column, as the page lists it. */
export function trashSource(query: Omit<TrashFilter, 'page'>, kinds: TrashKind[]): PagedSource<TrashItem> {
  const shown = kinds.filter((k) => !query.entity || k.entity === query.entity);
  return {
    page: async (db: Db, page: number) => {
      const { items, total } = await listTrash(db, shown, page, query.sort);
      return { rows: items, total };
    },
  };
}

/** The filing log's columns: what the Compliance page shows of each file, its flags in words. */
export const filingsColumns: ExportColumn<Filing>[] = [
  { heading: 'Made', type: 'datetime', value: (r) => r.made_at },
  { heading: 'Period Start', type: 'date', value: (r) => r.period_start },
  { heading: 'Period End', type: 'date', value: (r) => r.period_end },
  { heading: 'File', type: 'text', value: (r) => r.file_name },
  { heading: 'Draft', type: 'boolean', value: (r) => r.draft },
  { heading: 'Filed With Problems', type: 'number', value: (r) => (r.forced ? r.problems : null) },
  { heading: 'Added Since', type: 'number', value: (r) => r.changes.added },
  { heading: 'Removed Since', type: 'number', value: (r) => r.changes.removed },
  { heading: 'Corrected Since', type: 'number', value: (r) => r.changes.changed },
  { heading: 'Records', type: 'number', value: (r) => r.records },
  { heading: 'Made By', type: 'text', value: (r) => r.made_by.name },
  { heading: 'SHA-256', type: 'text', value: (r) => r.sha256 },
  { heading: 'Verification Code', type: 'text', value: (r) => r.verification_code ?? null },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

/** One state's filing log, newest first, as the Compliance page pages through it. */
export function filingsSource(query: { state: FilingState }, timezone: string): PagedSource<Filing> {
  return {
    page: async (db: Db, page: number) => {
      const { filings, total } = await listFilings(db, query.state, page, timezone);
      return { rows: filings, total };
    },
  };
}
