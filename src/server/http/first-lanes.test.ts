import { describe, expect, it } from 'vitest';
import { firstLanes } from './first-lanes';

const lanes = (from: string, to: string) => [`/api/schedule?from=${from}&to=${to}&lane_page=1`];
// The month asks for each lane's first two cards of a day (decision 0079, amended 2026-12-03 evening).
const monthLanes = (from: string, to: string) => [
  `/api/schedule?from=${from}&to=${to}&lane_page=1&cards_per_day=2`,
];
const of = (search: string, today: string) => firstLanes(new URLSearchParams(search), today);

describe('the schedule’s first lanes named in its page', () => {
  it('are those of the office’s today’s Monday-to-Sunday week without a date in the address', () => {
    // Thursday 3 December; a Monday and a Sunday are in their own week.
    expect(of('', '2026-12-03')).toEqual(lanes('2026-11-30', '2026-12-06'));
    expect(of('', '2026-11-30')).toEqual(lanes('2026-11-30', '2026-12-06'));
    expect(of('', '2026-12-06')).toEqual(lanes('2026-11-30', '2026-12-06'));
    // Across a year's end and a leap day.
    expect(of('', '2027-01-01')).toEqual(lanes('2026-12-28', '2027-01-03'));
    expect(of('', '2028-02-29')).toEqual(lanes('2028-02-28', '2028-03-05'));
  });

  it('follow the address as the page reads it', () => {
    expect(of('?view=week&date=2027-01-01', '2026-12-03')).toEqual(lanes('2026-12-28', '2027-01-03'));
    // An unknown view is the week; a date that is none is today.
    expect(of('?view=year&date=2026-02-30', '2026-12-03')).toEqual(lanes('2026-11-30', '2026-12-06'));
    // The day and month views read their lanes a page at a time too (decision 0079).
    expect(of('?view=day&date=2026-12-01', '2026-12-03')).toEqual(lanes('2026-12-01', '2026-12-01'));
    expect(of('?view=month', '2026-12-03')).toEqual(monthLanes('2026-12-01', '2026-12-31'));
    expect(of('?view=month&date=2028-02-10', '2026-12-03')).toEqual(monthLanes('2028-02-01', '2028-02-29'));
  });
});
