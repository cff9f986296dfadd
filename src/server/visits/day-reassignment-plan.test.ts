import { describe, expect, it } from 'vitest';
import { type Candidate, type DayVisit, planMoves, type Stop } from './day-reassignment-plan';

/** A place `km` east of 40.7° N, 74° W (one degree of longitude there is ~84.3 km). */
const at = (km: number, start_time: string | null = null, end_time: string | null = null): Stop => ({
  latitude: 40.7,
  longitude: -74 + km / 84.3,
  start_time,
  end_time,
});
const ABSENT = 1;
const visit = (id: number, stop: Stop, technicianIds = [ABSENT]): DayVisit => ({
  id,
  technicianIds,
  ...stop,
});
const person = (id: number, name: string, stops: Stop[] = [], hours = 8): Candidate => ({
  id,
  name,
  capacityMinutes: hours * 60,
  stops,
});

describe('planMoves', () => {
  it('chooses by room alone when nobody has a visit that day, the most room first, then the name', () => {
    const people = [person(2, 'Zed', [], 8), person(3, 'Amy', [], 8), person(4, 'Bob', [], 4)];
    const { moves, loads } = planMoves(ABSENT, [visit(10, at(0)), visit(11, at(5))], people);
    // Amy and Zed have the same room: the name decides. Then Amy has a visit 5 km from the next.
    expect(moves.map((m) => m.to)).toEqual([3, 3]);
    expect(moves[0]!.km).toBeNull();
    expect(moves[1]!.km).toBeCloseTo(5, 0);
    expect(loads.get(3)).toBe(120);
    // Zed, with a visit that day, is chosen while his day has room for it; Bob once it has not.
    const fuller = [person(2, 'Zed', [at(50, '08:00', '15:00')]), person(4, 'Bob', [], 4)];
    expect(planMoves(ABSENT, [visit(12, at(0, '16:00', '17:00'))], fuller).moves[0]!.to).toBe(2);
    const full = [person(2, 'Zed', [at(50, '08:00', '16:00')]), person(4, 'Bob', [], 4)];
    expect(planMoves(ABSENT, [visit(12, at(0, '16:00', '17:00'))], full).moves[0]!.to).toBe(4);
  });

  it('prefers someone free at the visit’s time over someone nearer who is busy then', () => {
    const busy = person(2, 'Near but busy', [at(1, '08:00', '10:00')]);
    const free = person(3, 'Farther and free', [at(20, '13:00', '14:00')]);
    const { moves } = planMoves(ABSENT, [visit(10, at(0, '09:00', '10:00'))], [busy, free]);
    expect(moves).toEqual([{ visitId: 10, to: 3, km: expect.closeTo(20, 0) }]);
  });

  it('counts the visits it gives: a day filled by earlier moves takes no more', () => {
    const near = person(2, 'Near', [], 2);
    const far = person(3, 'Far', [at(40)]);
    const day = [visit(10, at(0)), visit(11, at(1)), visit(12, at(2))];
    const { moves, loads } = planMoves(ABSENT, day, [near, far]);
    expect(moves.map((m) => m.to)).toEqual([3, 3, 3]);
    // Far's own hour at 40 km makes him the only one with a known distance, until his day fills.
    expect(loads.get(3)).toBe(240);
    const closeFirst = planMoves(ABSENT, day, [person(2, 'Near', [at(0)], 2), far]).moves;
    expect(closeFirst.map((m) => m.to)).toEqual([2, 3, 3]);
  });

  it('goes over hours only when nobody has room, to whoever has most left', () => {
    const full = person(2, 'Full', [at(0, '08:00', '16:00')]);
    const fuller = person(3, 'Fuller', [at(0, '08:00', '17:00')]);
    const { moves } = planMoves(ABSENT, [visit(10, at(0))], [fuller, full]);
    expect(moves[0]!.to).toBe(2);
  });

  it('only takes the absent person off a shared visit; with nobody else, the visit goes unassigned', () => {
    const { moves } = planMoves(
      ABSENT,
      [visit(10, at(0), [ABSENT, 2]), visit(11, at(0))],
      [person(ABSENT, 'Absent')],
    );
    expect(moves).toEqual([
      { visitId: 10, to: null, km: null },
      { visitId: 11, to: null, km: null },
    ]);
  });
});
