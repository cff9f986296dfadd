import type { AuditAction, AuditedEntity } from '@shared/audit-fields';
import type { HistoryEntry } from '@shared/schemas/activity';
import type { Db } from '../db/client';
import { NameLookup, rawChanges, readableChanges, rowLabel } from './audit-diff';

/** An audit_log row as read with its actor's name. */
export interface AuditRow extends Record<string, unknown> {
  id: number | string;
  user_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  action: AuditAction;
  entity: AuditedEntity;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string | Date;
}

/** The columns every audit read selects: the row and who made it. */
export const AUDIT_COLUMNS = `a.id, a.user_id, u.name as actor_name, a.actor_email, a.action, a.entity, a.entity_id,
  a.before, a.after, a.created_at`;

/**
 * A page of audit rows as people read them: every id in them turned into a name with one query
 * per kind of record, then each row's changes.
 */
export async function readableEntries(
  db: Db,
  rows: AuditRow[],
  timezone: string,
  more?: (names: NameLookup) => void,
): Promise<{ entries: HistoryEntry[]; names: NameLookup }> {
  const names = new NameLookup();
  const raw = rows.map((r) => rawChanges(r.before, r.after));
  raw.forEach((changes, i) => names.wantReferences(rows[i]!.entity, changes));
  more?.(names);
  await names.load(db);
  const entries = rows.map((r, i) => ({
    id: Number(r.id),
    created_at: new Date(r.created_at),
    actor: r.user_id === null ? null : { id: Number(r.user_id), name: r.actor_name ?? '' },
    customer_email: r.actor_email,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    label: rowLabel(r.entity, r.before, r.after),
    changes: readableChanges(r.entity, raw[i]!, names, timezone),
  }));
  return { entries, names };
}
