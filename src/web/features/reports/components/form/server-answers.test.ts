import { describe, expect, it } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import { newerServerAnswers } from './server-answers';

const report = (updated_at: string, answers: Record<number, unknown>, followup?: unknown) =>
  ({
    updated_at,
    tasks: [
      {
        fields: Object.entries(answers).map(([id, answer]) => ({
          id: Number(id),
          answer,
          ...(followup !== undefined && id === '1' ? { followup } : {}),
        })),
      },
    ],
  }) as unknown as ReportDetail;
const at = (iso: string) => new Date(iso).getTime();

describe('newerServerAnswers', () => {
  const known = { at: at('2026-03-08T15:00:00.000Z'), values: { 1: 'Dana', 2: null, 3: ['a', 'b'] } };

  it('names the fields the server holds differently in a newer copy, with nothing unsent', () => {
    expect(
      newerServerAnswers(
        report('2026-03-08T16:00:00.000Z', { 1: 'Dana Smith', 2: 12, 3: ['a', 'b'] }),
        known,
        new Map(),
      ),
    ).toEqual({ at: at('2026-03-08T16:00:00.000Z'), changed: { 1: 'Dana Smith', 2: 12 } });
  });

  it('leaves a field with an unsent edit to the edit', () => {
    expect(
      newerServerAnswers(
        report('2026-03-08T16:00:00.000Z', { 1: 'Dana Smith', 2: 12 }),
        known,
        new Map([[1, {}]]),
      ),
    ).toEqual({ at: at('2026-03-08T16:00:00.000Z'), changed: { 2: 12 } });
  });

  it('takes a follow-up under its negative id', () => {
    const withFollowup = newerServerAnswers(
      report('2026-03-08T16:00:00.000Z', { 1: 'Dana' }, { note: 'Gap at the door' }),
      known,
      new Map(),
    );
    expect(withFollowup?.changed).toEqual({ [-1]: { note: 'Gap at the door' } });
  });

  it('ignores a copy no newer than what is known: a read sent before a save and answered after it', () => {
    expect(newerServerAnswers(report('2026-03-08T15:00:00.000Z', { 1: 'Old' }), known, new Map())).toBeNull();
    expect(
      newerServerAnswers(report('2026-03-08T14:00:00.000Z', { 1: 'Older' }), known, new Map()),
    ).toBeNull();
  });
});
