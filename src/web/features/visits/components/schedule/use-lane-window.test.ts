import { describe, expect, it } from 'vitest';
import { laneWindow } from './use-lane-window';

describe('laneWindow', () => {
  it('draws nothing before the box is measured, then the lanes that fit under the header and one more', () => {
    expect(laneWindow(null, 200, 57, 130)).toEqual({ first: 0, count: 0, fullHeight: 200 * 57 + 130 });
    expect(laneWindow({ top: 0, height: 700 }, 200, 57, 130)).toMatchObject({ first: 0, count: 11 });
  });

  it('follows the scroll a lane at a time and ends with the last lane in view', () => {
    expect(laneWindow({ top: 57 * 40 + 20, height: 700 }, 200, 57, 130).first).toBe(40);
    const end = laneWindow({ top: 200 * 57 + 130 - 700, height: 700 }, 200, 57, 130);
    expect(end.first + 10).toBe(200);
  });

  it('starts at the first lane when all fit, and draws twenty where there is no layout', () => {
    expect(laneWindow({ top: 0, height: 900 }, 3, 57, 130)).toMatchObject({ first: 0, count: 14 });
    expect(laneWindow({ top: 0, height: 0 }, 200, 57, 130)).toMatchObject({ first: 0, count: 21 });
  });
});
