import type { ActionRow } from '@shared/schemas/corrective-actions';

/** A corrective action as the server answers it, for the report side's component tests. */
export function actionRow(id: number, over: Partial<ActionRow> = {}): ActionRow {
  return {
    id,
    title: `Action ${id}`,
    description: '',
    status: 'open',
    priority: 'medium',
    due_date: null,
    overdue: false,
    location: { id: 5, name: 'Main Street Bakery' },
    job: null,
    report_id: null,
    field_id: null,
    question: null,
    answer: null,
    assignee: null,
    created_by: { id: 1, name: 'Admin' },
    created_at: '2026-07-01T14:00:00.000Z',
    closing_note: null,
    has_closing_photo: false,
    closed_at: null,
    closed_by: null,
    verified_at: null,
    verified_by: null,
    customer_assigned: false,
    customer_status: null,
    ...over,
  };
}
