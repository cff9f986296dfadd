import { describe, expect, it } from 'vitest';
import type { FilingDue } from '@shared/schemas/compliance';
import { periodFrom } from './compliance-period';
import { fixPathOf } from './readiness-list';

const none = () => undefined;
const DUE: FilingDue[] = [
  {
    state: 'CA',
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    due_on: '2026-11-10',
    filed: false,
    overdue: false,
    problems: 0,
  },
  {
    state: 'NY',
    period_start: '2025-01-01',
    period_end: '2025-12-31',
    due_on: '2026-02-01',
    filed: false,
    overdue: false,
    problems: 2,
  },
];

describe('the Compliance page period', () => {
  it('opens on the filing due next, or what the URL says', () => {
    expect(periodFrom('CA', none, DUE, '2026-11-05')).toEqual({
      state: 'CA',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(periodFrom('NY', none, DUE, '2026-01-20')).toEqual({
      state: 'NY',
      from: '2025-01-01',
      to: '2025-12-31',
    });
    const url = (values: Record<string, string>) => (key: string) => values[key];
    expect(periodFrom('CA', url({ month: '2028-02' }), DUE, '2028-03-01')).toEqual({
      state: 'CA',
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodFrom('NY', url({ year: '2024' }), DUE, '2026-01-20').from).toBe('2024-01-01');
  });

  it('opens on an overdue filing before the next one (issue 30)', () => {
    const late = { ...DUE[1]!, period_start: '2024-01-01', period_end: '2024-12-31', overdue: true };
    expect(periodFrom('NY', none, [late, DUE[1]!], '2026-01-20').from).toBe('2024-01-01');
  });

  it('gives a register this year so far, and never an end before the start', () => {
    expect(periodFrom('TX', none, [], '2026-11-25')).toEqual({
      state: 'TX',
      from: '2026-01-01',
      to: '2026-11-25',
    });
    const url = (key: string) => ({ from: '2026-05-01', to: '2026-04-01' })[key];
    expect(periodFrom('US', url, [], '2026-11-25')).toEqual({
      state: 'US',
      from: '2026-05-01',
      to: '2026-05-01',
    });
  });
});

describe('where a problem is fixed', () => {
  const problem = {
    application_id: 7,
    report_id: 3,
    applied_on: '2025-05-09',
    product_name: 'Advion',
    location_id: 4,
    location_name: 'Ridgeview',
    part: 'unit',
    user_id: null,
    code: 'compliance.unitRefused',
  };
  it("a record's part on its page, a certification on the person's, both coming back", () => {
    expect(fixPathOf(problem, '/compliance?year=2025')).toBe(
      '/applications/7?back=%2Fcompliance%3Fyear%3D2025&fix=unit',
    );
    expect(fixPathOf({ ...problem, part: 'applicator', user_id: 12 }, '/compliance')).toBe(
      '/users/12/certifications?back=%2Fcompliance',
    );
  });
});
