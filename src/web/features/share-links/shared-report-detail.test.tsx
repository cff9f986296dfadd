import { describe, expect, it } from 'vitest';
import { FieldType } from '@shared/constants';
import type { SharedReport } from '@shared/schemas/share-links';
import { asReportDetail } from './shared-report-detail';

const shared = {
  id: 12,
  status: 'Finished',
  start_date: '2026-03-08T15:00:00.000Z',
  submitted_at: null,
  finished_at: '2026-03-08T17:00:00.000Z',
  job: { name: 'Weekly', category: 'Pest', location: { name: 'Deli', address: '1 Main St' } },
  template: { name: 'Inspection', company_name: 'GreenLeaf' },
  technician: { name: 'Marcus Johnson' },
  tasks: [
    {
      id: 1,
      task: 'Kitchen',
      hidden: false,
      fields: [
        {
          id: 5,
          field_name: 'Seal',
          field_type: FieldType.Radio,
          type_name: 'Radio',
          options: ['Good', 'Damaged'],
          default_value: null,
          answer: 'Damaged',
          hidden: false,
          followup: { note: 'Torn' },
        },
        {
          id: 6,
          field_name: 'Where',
          field_type: FieldType.Text,
          type_name: 'Text',
          options: [],
          default_value: null,
          answer: 'kept',
          hidden: true,
        },
      ],
    },
  ],
  applications: [],
  chemicals: [],
  score: { points: 0, max_points: 10, percent: 0, flagged: 1, passed: false },
  pass_mark: 80,
} as unknown as SharedReport;

describe('a shared report in the report view’s shape (issue 16)', () => {
  it('keeps the score, the pass mark, and each question’s hidden flag and follow-up', () => {
    const report = asReportDetail(shared) as ReturnType<typeof asReportDetail> & Record<string, unknown>;
    expect(report.score).toEqual({ points: 0, max_points: 10, percent: 0, flagged: 1, passed: false });
    expect(report.pass_mark).toBe(80);
    expect(report.tasks[0]!.fields.map((f) => [f.id, (f as { hidden?: boolean }).hidden])).toEqual([
      [5, false],
      [6, true],
    ]);
    expect((report.tasks[0]!.fields[0] as { followup?: unknown }).followup).toEqual({ note: 'Torn' });
  });

  it('adds no score where the link sends none', () => {
    const { score: _score, pass_mark: _mark, ...plain } = shared as SharedReport & Record<string, unknown>;
    expect('score' in asReportDetail(plain as SharedReport)).toBe(false);
  });
});
