import { describe, expect, it } from 'vitest';
import { FINDING_COLOR_KEYS, FINDING_COLORS, FINDING_LABELS, findingColorKey } from './device-findings';

const level = { activity: 'level' as const };
const count = { activity: 'count' as const };
const entry = (over: object) => ({ condition: 'good' as const, activity: null, captures: null, ...over });

describe('findingColorKey', () => {
  it('colours a level type by its level', () => {
    expect(findingColorKey(entry({ activity: 'none' }), level)).toBe('none');
    expect(findingColorKey(entry({ activity: 'low' }), level)).toBe('low');
    expect(findingColorKey(entry({ activity: 'medium' }), level)).toBe('medium');
    expect(findingColorKey(entry({ activity: 'high' }), level)).toBe('high');
  });

  it('bands a count type by its total captures: 0, 1–2, 3–9, 10 and more', () => {
    const captures = (n: Record<string, number>) => findingColorKey(entry({ captures: n }), count);
    expect(captures({})).toBe('none');
    expect(captures({ Mice: 0, Rats: 0 })).toBe('none');
    expect(captures({ Mice: 1 })).toBe('low');
    expect(captures({ Mice: 1, Rats: 1 })).toBe('low');
    expect(captures({ Mice: 2, Rats: 1 })).toBe('medium');
    expect(captures({ Mice: 9 })).toBe('medium');
    expect(captures({ Mice: 6, Rats: 4 })).toBe('high');
  });

  it('is missing for a missing or inaccessible device and unseen without an entry', () => {
    expect(findingColorKey(entry({ condition: 'inaccessible' }), level)).toBe('missing');
    expect(findingColorKey(entry({ condition: 'missing', captures: { Mice: 12 } }), count)).toBe('missing');
    expect(findingColorKey(undefined, level)).toBe('unseen');
    expect(findingColorKey(null, count)).toBe('unseen');
  });

  it('has a colour and a legend text for every key', () => {
    for (const key of FINDING_COLOR_KEYS) {
      expect(FINDING_COLORS[key].fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(FINDING_LABELS[key]).not.toBe('');
    }
  });
});
