import { describe, expect, it } from 'vitest';
import { FieldType } from '@shared/constants';
import type { ReportField } from '@shared/schemas/reports';
import { flaggedLine, scoreLine } from './checklist-lines';

describe('scoreLine', () => {
  it.each([
    [
      { points: 12, max_points: 20, percent: 60, flagged: 2, passed: false },
      'Score 12 of 20 (60%) · Fail · 2 flagged',
    ],
    [{ points: 20, max_points: 20, percent: 100, flagged: 0, passed: true }, 'Score 20 of 20 (100%) · Pass'],
    [{ points: 5, max_points: 10, percent: 50, flagged: 0, passed: null }, 'Score 5 of 10 (50%)'],
    [{ points: 0, max_points: 0, percent: null, flagged: 1, passed: null }, '1 flagged'],
    [{ points: 0, max_points: 0, percent: null, flagged: 0, passed: null }, null],
  ])('%j → %s', (score, line) => {
    expect(scoreLine(score)).toBe(line);
  });

  it('draws nothing for a report read without a score', () => {
    expect(scoreLine(undefined)).toBeNull();
  });
});

describe('flaggedLine', () => {
  const field = (answer: unknown, type: number = FieldType.Checkboxes): ReportField => ({
    id: 1,
    field_name: 'Areas',
    field_type: type,
    type_name: 'Checkboxes',
    required: 0,
    options: ['Kitchen', 'Dock', 'Yard'],
    weight: 1,
    default_value: null,
    answer,
    scoring: { points: {}, flagged: ['Dock', 'Yard'], flag_requires: null },
  });

  it('names the picked options that flag the answer, in the template order', () => {
    expect(flaggedLine(field(['Kitchen', 'Dock', 'Yard']))).toBe('Flagged: Dock, Yard');
    expect(flaggedLine(field('Dock', FieldType.Dropdown))).toBe('Flagged: Dock');
  });

  it('is null for an answer that flags nothing, or a field without scoring', () => {
    expect(flaggedLine(field(['Kitchen']))).toBeNull();
    expect(flaggedLine(field(null))).toBeNull();
    expect(flaggedLine({ ...field(['Dock']), scoring: null })).toBeNull();
  });
});
