import { ENGLISH_RECORD_WORDS, type RecordValue, recordText } from '@shared/audit-records';
import { inArray, sql } from 'drizzle-orm';
import { REPORT_STATUS_NAMES, ROLE_NAMES, STATUS_NAMES } from '@shared/constants';
import type { ActivityFilter, HistoryEntry } from '@shared/schemas/activity';
import { activityWhere } from '../../activity/activity.public';
import { AUDIT_COLUMNS, type AuditRow, readableEntries } from '../../activity/activity.public';
import type { Db } from '../../db/client';
import { key, type Keyset } from '../../db/keyset';
import { auditLog } from '../../db/schema/audit';
import { queryRows } from '../../db/sql-helpers';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

/** The Activity list's order: newest first, the ids of one instant after each other. */
const ACTIVITY_KEYSET: Keyset = {
  keys: [key(auditLog.createdAt, 'timestamptz'), key(auditLog.id, 'bigint')],
  direction: 'desc',
};

/** A changed value in words, as the page shows it in English: ids of statuses and roles named. */
function valueText(kind: HistoryEntry['changes'][number]['kind'], value: string | null): string {
  if (value === null) return '';
  const n = Number(value) as never;
  if (kind === 'status') return STATUS_NAMES[n] ?? value;
  if (kind === 'reportStatus') return REPORT_STATUS_NAMES[n] ?? value;
  if (kind === 'role') return ROLE_NAMES[n] ?? value;
  if (kind === 'boolean') return value === 'true' ? 'Yes' : 'No';
  if (kind === 'record') return recordText(JSON.parse(value) as RecordValue, ENGLISH_RECORD_WORDS);
  return value;
}

const changesText = (e: HistoryEntry) =>
  e.changes
    .map((c) =>
      c.kind === 'secret'
        ? `${c.field}: changed`
        : `${c.field}: ${valueText(c.kind, c.before)} → ${valueText(c.kind, c.after)}`,
    )
    .join('; ');

/** The Activity page's columns; the changes as one "Field: before → after; …" cell. */
export const activityColumns: ExportColumn<HistoryEntry>[] = [
  { heading: 'When', type: 'datetime', value: (e) => e.created_at },
  { heading: 'Who', type: 'text', value: (e) => e.actor?.name ?? '' },
  { heading: 'Action', type: 'text', value: (e) => e.action },
  { heading: 'Kind', type: 'text', value: (e) => e.entity },
  { heading: 'Record ID', type: 'text', value: (e) => e.entity_id ?? '' },
  { heading: 'What', type: 'text', value: (e) => e.label ?? '' },
  { heading: 'Changes', type: 'text', value: changesText },
  { heading: 'ID', type: 'number', value: (e) => e.id },
];

export function activitySource(
  q: Omit<ActivityFilter, 'page'>,
  timezone: string,
): ExportSource<HistoryEntry> {
  return {
    table: auditLog,
    id: auditLog.id,
    where: activityWhere(q, timezone),
    keyset: ACTIVITY_KEYSET,
    rows: async (db: Db, ids: number[]) => {
      const rows = await queryRows<AuditRow>(
        db,
        sql`select ${sql.raw(AUDIT_COLUMNS)} from audit_log a left join users u on u.id = a.user_id
            where ${inArray(sql`a.id`, ids)} order by a.created_at desc, a.id desc`,
      );
      return (await readableEntries(db, rows, timezone)).entries;
    },
  };
}
