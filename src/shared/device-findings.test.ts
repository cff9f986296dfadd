import { describe, expect, it } from 'vitest';
import { type FindingEntry, findingColorKey } from './device-findings';

const entry = (e: Partial<FindingEntry>): FindingEntry => ({
  activity: null,
  captures: null,
  condition: 'good',
  ...e,
});
const level = { activity: 'level' } as const;
const count = { activity: 'count' } as const;

describe('findingColorKey', () => {
  it('colours a level type by its level', () => {
    expect(findingColorKey(entry({ activity: 'none' }), level)).toBe('none');
    expect(findingColorKey(entry({ activity: 'low' }), level)).toBe('low');
    expect(findingColorKey(entry({ activity: 'medium', condition: 'damaged' }), level)).toBe('medium');
    expect(findingColorKey(entry({ activity: 'high' }), level)).toBe('high');
  });

  it('colours a count type by its total captures: 0, 1–2, 3–9, 10 and more', () => {
    const key = (captures: Record<string, number> | null) => findingColorKey(entry({ captures }), count);
    expect(key({ mice: 0, rats: 0 })).toBe('none');
    expect(key(null)).toBe('none');
    expect(key({ mice: 1 })).toBe('low');
    expect(key({ mice: 1, rats: 1 })).toBe('low');
    expect(key({ mice: 2, rats: 1 })).toBe('medium');
    expect(key({ mice: 9 })).toBe('medium');
    expect(key({ mice: 4, rats: 6 })).toBe('high');
  });

  it('marks a missing or inaccessible device, whatever it recorded, and one not inspected', () => {
    expect(findingColorKey(entry({ condition: 'inaccessible' }), level)).toBe('missing');
    expect(findingColorKey(entry({ condition: 'missing', captures: { mice: 20 } }), count)).toBe('missing');
    expect(findingColorKey(undefined, level)).toBe('unseen');
    expect(findingColorKey(null, count)).toBe('unseen');
  });
});
