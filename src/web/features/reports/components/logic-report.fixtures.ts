import { FieldType } from '@shared/constants';
import type { ReportDetail, ReportField } from '@shared/schemas/reports';

/** A field of a report under test; required unless said otherwise. */
export const logicField = (
  id: number,
  name: string,
  type: number,
  extra: Partial<ReportField> = {},
): ReportField => ({
  id,
  field_name: name,
  field_type: type,
  type_name: '',
  required: 1,
  options: [],
  weight: id,
  default_value: null,
  answer: null,
  condition: null,
  scoring: null,
  followup: null,
  hidden: false,
  ...extra,
});

/**
 * An inspection with checklist logic (issue 16): "Activity seen: Some" is flagged (a note is
 * required) and shows "Where" and the whole Treatment task; "Door seal: Damaged" is flagged and
 * asks for `doorRequires`.
 */
export function logicReport(
  opts: { activity?: string | null; doorRequires?: 'photo' | 'action' | 'note' } = {},
): ReportDetail {
  const showOnSome = { field_id: 11, op: 'equals', value: 'Some' } as const;
  return {
    id: 5,
    status_id: 1,
    status: { status: 'In Progress' },
    start_date: '2026-03-08T15:00:00.000Z',
    submitted_at: null,
    finished_at: null,
    updated_at: '2026-03-08T15:00:00.000Z',
    return_reason: null,
    job: {
      id: 1,
      name: 'Weekly service',
      category: 'Pest Control',
      location: { id: 1, name: 'Joe’s Diner', address: '1 Main St' },
    },
    template: { id: 1, name: 'Service Report', company_name: 'Greenleaf' },
    user: { id: 9, name: 'Marcus Johnson' },
    tasks: [
      {
        id: 1,
        task: 'Inspection',
        weight: 1,
        condition: null,
        hidden: false,
        fields: [
          logicField(11, 'Activity seen', FieldType.Radio, {
            options: ['None', 'Some'],
            answer: opts.activity ?? null,
            scoring: { points: { None: 10 }, flagged: ['Some'], flag_requires: 'note' },
          }),
          logicField(12, 'Where', FieldType.Text, { condition: showOnSome }),
          logicField(13, 'Door seal', FieldType.Dropdown, {
            required: 0,
            options: ['Good', 'Damaged'],
            scoring: {
              points: { Good: 10 },
              flagged: ['Damaged'],
              flag_requires: opts.doorRequires ?? 'photo',
            },
          }),
        ],
      },
      {
        id: 2,
        task: 'Treatment',
        weight: 2,
        condition: showOnSome,
        hidden: false,
        fields: [logicField(21, 'Product used', FieldType.Text)],
      },
    ],
    files: [],
    chemicals: [],
    history: [],
    applications: [],
    application_settings: {
      state: null,
      record_weather: false,
      rate_check_warn_only: false,
      applicators: [],
    },
    can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
  };
}
