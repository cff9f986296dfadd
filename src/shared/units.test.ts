import { describe, expect, it } from 'vitest';
import { convertible, convertUnit } from './units';
import { AMOUNT_UNITS, AREA_UNITS, MIX_UNITS } from './unit-names';

describe('units of an application record', () => {
  it('converts within a measure with U.S. gallons and avoirdupois ounces', () => {
    expect(convertUnit(3, 'fl oz', 'gal')).toBeCloseTo(0.0234375, 10);
    expect(convertUnit(1, 'gal', 'fl oz')).toBe(128);
    expect(convertUnit(1, 'L', 'mL')).toBeCloseTo(1000, 9);
    expect(convertUnit(1, 'lb', 'oz')).toBe(16);
    expect(convertUnit(1, 'kg', 'lb')).toBeCloseTo(2.20462, 5);
    expect(convertUnit(1, 'acre', 'sq ft')).toBe(43560);
    expect(convertUnit(1, 'ha', 'sq m')).toBe(10000);
    expect(convertUnit(1, 'm', 'linear ft')).toBeCloseTo(3.28084, 5);
    expect(convertUnit(1, 'cu m', 'cu ft')).toBeCloseTo(35.3147, 4);
  });

  it('never converts between volume and weight, or area and length', () => {
    expect(convertible('fl oz', 'oz')).toBe(false);
    expect(convertible('sq ft', 'linear ft')).toBe(false);
    expect(() => convertUnit(1, 'fl oz', 'oz')).toThrow(/Cannot convert/);
  });

  it('lists no count or ambiguous unit a state filing refuses', () => {
    for (const unit of [...AMOUNT_UNITS, ...AREA_UNITS, ...MIX_UNITS]) {
      expect(['each', 'bags', 'pieces', 'G']).not.toContain(unit);
    }
  });
});
