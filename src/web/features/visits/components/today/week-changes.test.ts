import { describe, expect, it } from 'vitest';
import type { MyVisitsResponse, VisitRow } from '@shared/schemas/visits';
import { visitRow } from './visits.fixtures';
import { weekChanges, weekOf } from './week-changes';

const answer = (day: string, visits: VisitRow[]): MyVisitsResponse =>
  ({ day, today: '2026-12-01', visits }) as MyVisitsResponse;

describe('weekChanges', () => {
  const tuesday = visitRow({ id: 1, date: '2026-12-01', start_time: '09:00', end_time: '10:00' });
  const wednesday = visitRow({ id: 2, date: '2026-12-02', start_time: '13:00', end_time: null });
  const before = weekOf([answer('2026-12-01', [tuesday]), answer('2026-12-02', [wednesday])]);

  it('finds a visit moved to another day and one moved to another hour', () => {
    const after = weekOf([
      answer('2026-12-01', []),
      answer('2026-12-02', [
        { ...tuesday, date: '2026-12-02' },
        { ...wednesday, start_time: '15:00' },
      ]),
    ]);
    expect(
      weekChanges(before, after).map((c) => [c.kind, c.visit.id, c.kind === 'moved' && c.was.date]),
    ).toEqual([
      ['moved', 1, '2026-12-01'],
      ['moved', 2, '2026-12-02'],
    ]);
  });

  it('finds a visit taken off the technician’s days and one added, on days both copies hold', () => {
    const added = visitRow({ id: 3, date: '2026-12-02', start_time: '08:00' });
    const after = weekOf([answer('2026-12-01', []), answer('2026-12-02', [wednesday, added])]);
    expect(weekChanges(before, after).map((c) => [c.kind, c.visit.id])).toEqual([
      ['gone', 1],
      ['added', 3],
    ]);
  });

  it('takes a day read for the first time as no news, and a day gone by as no loss', () => {
    // The device's copy is of Tuesday and Wednesday; the server's now of Wednesday and Thursday.
    const thursday = visitRow({ id: 4, date: '2026-12-03' });
    const after = weekOf([answer('2026-12-02', [wednesday]), answer('2026-12-03', [thursday])]);
    expect(weekChanges(before, after)).toEqual([]);
  });

  it('takes a visit done, skipped or started meanwhile as no change to the week', () => {
    const after = weekOf([
      answer('2026-12-01', [{ ...tuesday, status: 'done' }]),
      answer('2026-12-02', [{ ...wednesday, status: 'in_progress' }]),
    ]);
    expect(weekChanges(before, after)).toEqual([]);
    const skippedAndMoved = weekOf([
      answer('2026-12-01', []),
      answer('2026-12-02', [{ ...tuesday, date: '2026-12-02', status: 'skipped' }, wednesday]),
    ]);
    expect(weekChanges(before, skippedAndMoved)).toEqual([]);
  });
});
