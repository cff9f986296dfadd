import type { ActionRow } from '@shared/schemas/corrective-actions';
import {
  ACTIONS_KEYSET,
  actionRowsOf,
  actionsWhere,
} from '../../corrective-actions/corrective-actions.public';
import type { Db } from '../../db/client';
import { correctiveActions } from '../../db/schema/corrective-actions';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

/**
 * The Corrective actions list's columns (issue 33 item 8): what the list shows and what it opens
 * to, each part in a cell of its own, days as days, people by name, newest first as the list.
 */
export const actionsColumns: ExportColumn<ActionRow>[] = [
  { heading: 'Title', type: 'text', value: (r) => r.title },
  { heading: 'Status', type: 'text', value: (r) => r.status.replace('_', ' ') },
  { heading: 'Priority', type: 'text', value: (r) => r.priority },
  { heading: 'Due', type: 'date', value: (r) => r.due_date },
  { heading: 'Overdue', type: 'boolean', value: (r) => r.overdue },
  { heading: 'Location', type: 'text', value: (r) => r.location.name },
  { heading: 'Job', type: 'text', value: (r) => r.job?.name ?? null },
  { heading: 'Assignee', type: 'text', value: (r) => r.assignee?.name ?? null },
  { heading: 'Description', type: 'text', value: (r) => r.description },
  { heading: 'Report', type: 'number', value: (r) => r.report_id },
  { heading: 'Created By', type: 'text', value: (r) => r.created_by?.name ?? null },
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'Closed', type: 'datetime', value: (r) => r.closed_at },
  { heading: 'Closing Note', type: 'text', value: (r) => r.closing_note },
  { heading: 'Verified', type: 'datetime', value: (r) => r.verified_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

/** The list's own WHERE for `today` (the office's day: what is overdue), in its own order. */
export function actionsSource(q: Parameters<typeof actionsWhere>[0], today: string): ExportSource<ActionRow> {
  return {
    table: correctiveActions,
    id: correctiveActions.id,
    where: actionsWhere(q, today),
    keyset: ACTIONS_KEYSET,
    rows: (db: Db, ids) => actionRowsOf(db, ids, today),
  };
}
