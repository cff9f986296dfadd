import type { ActionRow } from '@shared/schemas/corrective-actions';

/** A corrective action as the server answers it, for the component tests. */
export function actionRow(id: number, over: Partial<ActionRow> = {}): ActionRow {
  return {
    id,
    title: `Action ${id}`,
    description: 'Seal the gap under the door.',
    status: 'open',
    priority: 'medium',
    due_date: '2026-07-10',
    overdue: false,
    location: { id: 5, name: 'Main Street Bakery' },
    job: { id: 9, name: 'Weekly Service' },
    report_id: 12,
    field_id: 30,
    question: 'Door sealed?',
    answer: 'No',
    assignee: { id: 3, name: 'Tess Tech' },
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
