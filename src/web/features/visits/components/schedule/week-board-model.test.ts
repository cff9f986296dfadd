import { describe, expect, it } from 'vitest';
import { LENA, OMAR, TESS, visitRow } from './schedule.fixtures';
import { visitMinutes } from '../../api/schedule-cache';
import { cellKey, cellsOf, isOver, loadOf, moveChange, weekDays } from './week-board-model';

describe('weekDays', () => {
  it.each([
    ['2026-11-25', '2026-11-23', '2026-11-29'],
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    // Across a year's end and a daylight-saving change (8 March 2026 in New York).
    ['2026-12-31', '2026-12-28', '2027-01-03'],
    ['2026-03-08', '2026-03-02', '2026-03-08'],
  ])('the week of %s runs Monday %s to Sunday %s, seven days', (date, first, last) => {
    const days = weekDays(date);
    expect(days).toHaveLength(7);
    expect([days[0], days[6]]).toEqual([first, last]);
    expect(new Set(days).size).toBe(7);
  });
});

describe('visitMinutes and loadOf', () => {
  it.each([
    ['08:00', '10:00', 120],
    ['08:15', '09:00', 45],
    ['23:00', '23:59', 59],
    // Without a known length, an hour: a start alone, or any time of the day.
    ['08:00', null, 60],
    [null, null, 60],
  ])('a visit of %s–%s takes %i minutes', (start_time, end_time, minutes) => {
    expect(visitMinutes({ start_time, end_time })).toBe(minutes);
  });

  it('counts the visits of a cell and their hours, visits without times as an hour, skipped ones not at all', () => {
    const load = loadOf([
      visitRow(1, { start_time: '08:00', end_time: '10:30' }),
      visitRow(2, { start_time: null, end_time: null }),
      visitRow(3, { start_time: '14:00', end_time: null, status: 'done' }),
      visitRow(4, { status: 'skipped', start_time: '11:00', end_time: '12:00' }),
    ]);
    expect(load).toEqual({ visits: 3, minutes: 150 + 60 + 60 });
    expect(loadOf([])).toEqual({ visits: 0, minutes: 0 });
  });

  it('is over the capacity only past it', () => {
    expect(isOver({ visits: 2, minutes: 480 }, 8)).toBe(false);
    expect(isOver({ visits: 2, minutes: 481 }, 8)).toBe(true);
    expect(isOver({ visits: 1, minutes: 60 }, 0)).toBe(true);
    expect(isOver({ visits: 0, minutes: 0 }, 0)).toBe(false);
  });
});

describe('cellsOf', () => {
  it('puts a visit in the cell of each of its people on its day, or in Unassigned, any time first then by start', () => {
    const cells = cellsOf([
      visitRow(1, { technicians: [TESS, OMAR], start_time: '13:00', end_time: '14:00' }),
      visitRow(2, { start_time: '08:00' }),
      visitRow(3, { start_time: null, end_time: null }),
      visitRow(4, { technicians: [], date: '2026-11-26' }),
    ]);
    const ids = (technicianId: number | null, date: string) =>
      cells.get(cellKey({ technicianId, date }))?.map((v) => v.id);
    expect(ids(TESS.id, '2026-11-25')).toEqual([3, 2, 1]);
    expect(ids(OMAR.id, '2026-11-25')).toEqual([1]);
    expect(ids(null, '2026-11-26')).toEqual([4]);
    expect(ids(LENA.id, '2026-11-25')).toBeUndefined();
  });
});

describe('moveChange', () => {
  const tess = (date: string) => ({ technicianId: TESS.id, date });
  const omar = (date: string) => ({ technicianId: OMAR.id, date });

  it('moves to another day and person, keeping the window, and undoes with the values before', () => {
    expect(moveChange(visitRow(1), tess('2026-11-25'), omar('2026-11-27'))).toEqual({
      body: { date: '2026-11-27', technician_ids: [OMAR.id] },
      inverse: { date: '2026-11-25', technician_ids: [TESS.id] },
    });
  });

  it('sends only what changed: the day alone, or the person alone', () => {
    expect(moveChange(visitRow(1), tess('2026-11-25'), tess('2026-11-23'))?.body).toEqual({
      date: '2026-11-23',
    });
    expect(moveChange(visitRow(1), tess('2026-11-25'), omar('2026-11-25'))?.body).toEqual({
      technician_ids: [OMAR.id],
    });
    expect(moveChange(visitRow(1), tess('2026-11-25'), tess('2026-11-25'))).toBeNull();
  });

  it('keeps the other person of a visit of two, and does not list one twice', () => {
    const pair = visitRow(1, { technicians: [TESS, OMAR] });
    expect(moveChange(pair, tess('2026-11-25'), { technicianId: LENA.id, date: '2026-11-25' })?.body).toEqual(
      { technician_ids: [LENA.id, OMAR.id] },
    );
    expect(moveChange(pair, tess('2026-11-25'), omar('2026-11-25'))?.body).toEqual({
      technician_ids: [OMAR.id],
    });
  });

  it('assigns from Unassigned and unassigns to it', () => {
    const none = visitRow(1, { technicians: [] });
    expect(moveChange(none, { technicianId: null, date: '2026-11-25' }, omar('2026-11-26'))?.body).toEqual({
      date: '2026-11-26',
      technician_ids: [OMAR.id],
    });
    expect(moveChange(visitRow(2), tess('2026-11-25'), { technicianId: null, date: '2026-11-25' })).toEqual({
      body: { technician_ids: [] },
      inverse: { technician_ids: [TESS.id] },
    });
  });
});
