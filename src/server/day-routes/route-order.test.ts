import { describe, expect, it } from 'vitest';
import { haversineKm } from '@shared/haversine';
import { latenessOf, legsOf, type RoutePlace, totalLateness } from './route-distance';
import { dayModel, suggestOrder } from './route-order';

const DAY = { start: 7 * 60, end: 18 * 60 };
/** A place `km` kilometres east of a point on the equator (1° of longitude there is ~111.2 km). */
const east = (id: number, km: number, start: number | null = null, length = 60): RoutePlace => ({
  id,
  latitude: 0,
  longitude: km / 111.195,
  start,
  length,
});
const ids = (order: readonly RoutePlace[]) => order.map((p) => p.id);

describe('haversineKm', () => {
  it('measures known distances', () => {
    // Paris to London, about 343.5 km as the crow flies.
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(haversineKm(paris, london)).toBeCloseTo(343.5, 0);
    expect(haversineKm(london, paris)).toBeCloseTo(haversineKm(paris, london), 9);
    expect(haversineKm(paris, paris)).toBe(0);
    // Antipodes: half the Earth's circumference, without NaN from rounding past 1.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      20015.1,
      0,
    );
  });

  it('adds the legs of a path, the first stop having none', () => {
    const { legs, total } = legsOf([east(1, 0), east(2, 10), east(3, 4)]);
    expect(legs[0]).toBeNull();
    expect(legs[1]).toBeCloseTo(10, 1);
    expect(legs[2]).toBeCloseTo(6, 1);
    expect(total).toBeCloseTo(16, 1);
    expect(legsOf([]).total).toBe(0);
  });
});

describe('latenessOf', () => {
  it('counts a timed visit reached after its start, and waits for one reached early', () => {
    // 30 km at 30 km/h is an hour: 09:00–10:00 then a drive reaches 11:00 at 11:00 sharp.
    const onTime = latenessOf([east(1, 0, 9 * 60), east(2, 30, 11 * 60)], DAY);
    expect(totalLateness(onTime)).toBe(0);
    const late = latenessOf([east(1, 0, 9 * 60), east(2, 30, 10 * 60 + 30)], DAY);
    expect(late.get(2)).toBeCloseTo(30, 2);
  });

  it('counts an any-time visit ending past the working day', () => {
    const late = latenessOf([east(1, 0, 17 * 60), east(2, 0)], DAY);
    expect(late.get(2)).toBe(60);
  });
});

describe('suggestOrder', () => {
  it('finds a shorter order than the one read (the naive order is worse)', async () => {
    // On a line at 0, 30, 10 and 20 km: read in that order it drives 30+20+10 = 60 km; 0,10,20,30 drives 30.
    const naive = [east(1, 0), east(2, 30), east(3, 10), east(4, 20)];
    const { order, late } = await suggestOrder(naive, DAY);
    expect(legsOf(order).total).toBeCloseTo(30, 0);
    expect(legsOf(naive).total).toBeCloseTo(60, 0);
    expect(ids(order)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const path = ids(order).join(',');
    expect(['1,3,4,2', '2,4,3,1']).toContain(path);
    expect(late).toEqual([]);
  });

  it('keeps timed visits at their times even when the shortest path would not', async () => {
    // A at 0 km at 09:00, B at 40 km at 13:00, C at 20 km any time: A,C,B and B,C,A both drive
    // 40 km, but B,C,A would do B's 13:00 before A's 09:00. A 09:00–10:00, 40 min to C, C until
    // 11:40, 40 min to B: 12:20, before 13:00.
    const a = east(1, 0, 9 * 60);
    const b = east(2, 40, 13 * 60);
    const c = east(3, 20);
    const { order, late } = await suggestOrder([b, c, a], DAY);
    expect(ids(order)).toEqual([1, 3, 2]);
    expect(late).toEqual([]);
  });

  it('gives up distance to stay on time', async () => {
    // Shortest would be 1,2,3 (0, 5, 50 km: 50 km), but 3 is at 11:00 and 2 at 14:00, so
    // 1 → 3 → 2 (95 km): 08:00–09:00, 100 min to 3 (10:40), 11:00–12:00, 90 min to 2 (13:30).
    const one = east(1, 0, 8 * 60);
    const two = east(2, 5, 14 * 60);
    const three = east(3, 50, 11 * 60);
    const { order, late } = await suggestOrder([one, two, three], DAY);
    expect(ids(order)).toEqual([1, 3, 2]);
    expect(late).toEqual([]);
    expect(totalLateness(latenessOf(order, DAY))).toBe(0);
  });

  it('fits any-time visits only where the day has room', async () => {
    // 08:00–09:00 at 0 km and 09:30 at 1 km leave half an hour between, and before 08:00 an hour
    // from 07:00 with no time to drive: both any-time visits go after, nearer one first.
    const first = east(1, 0, 8 * 60);
    const second = east(2, 1, 9 * 60 + 30);
    const x = east(3, 0.5);
    const y = east(4, 0.6);
    const { order, late } = await suggestOrder([x, y, first, second], DAY);
    expect(late).toEqual([]);
    expect(ids(order)).toEqual([1, 2, 4, 3]);
    expect(totalLateness(latenessOf(order, DAY))).toBe(0);
  });

  it('when no order is on time, is no later than the order read and says who is late', async () => {
    // Two visits fixed at 09:00, 100 km apart: whichever goes second is late.
    const current = [east(1, 0, 9 * 60), east(2, 100, 9 * 60)];
    const { order, late } = await suggestOrder(current, DAY);
    expect(late).toHaveLength(1);
    expect(totalLateness(latenessOf(order, DAY))).toBeLessThanOrEqual(
      totalLateness(latenessOf(current, DAY)),
    );
  });

  it('answers a day of one or no visit as it is', async () => {
    expect(ids((await suggestOrder([east(1, 0)], DAY)).order)).toEqual([1]);
    expect((await suggestOrder([], DAY)).order).toEqual([]);
  });

  it('writes a model HiGHS reads: an arc each way, a lateness per stop', () => {
    const model = dayModel([east(1, 0), east(2, 10, 9 * 60)], DAY, false);
    expect(model).toMatch(/^Minimize/);
    expect(model).toContain(' x_0_1');
    expect(model).toContain(' x_2_1');
    expect(model).toContain('late_2: + t_2 - l_2 <= 540');
    expect(model).toContain('420 <= t_1 <= 1439');
    expect(model.trim().endsWith('End')).toBe(true);
  });

  it('keeps the windows hard when the day read is on time, leaving out arcs no time allows', () => {
    // Stop 2 is at 09:00; stop 1 (any time, an hour) can start at 07:00 and end by 08:00 + the drive:
    // 1 → 2 is possible, 2 → 1 too (10:00 + 20 min < 17:00), but 2 → 3 is not when 3 is at 09:30.
    const model = dayModel([east(1, 0), east(2, 10, 9 * 60), east(3, 10, 9 * 60 + 30)], DAY, true);
    expect(model).not.toContain('l_');
    expect(model).toContain('540 <= t_2 <= 540.5');
    expect(model).toContain('420 <= t_1 <= 1020.5');
    expect(model).toContain(' x_1_2');
    expect(model).toContain(' x_2_1');
    expect(model).not.toContain(' x_2_3');
  });

  it('answers the day as it is when the solver fails, rather than an error', async () => {
    const naive = [east(1, 0), east(2, 20), east(3, 10)];
    const failing = () => Promise.reject(new Error('RuntimeError: Aborted()'));
    const { order } = await suggestOrder(naive, DAY, failing);
    expect(ids(order)).toEqual([1, 2, 3]);
  });
});
