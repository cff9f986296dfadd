import { describe, expect, it } from 'vitest';
import { mixCheck, productInMix, typedProductInMix } from './mix-amount';

const mix = (
  amount: number,
  perUnit: 'gal' | 'L' = 'gal',
  total = 1,
  totalUnit: 'gal' | 'L' | 'qt' = 'gal',
) => ({
  mix_rate: { amount, unit: 'fl oz' as const, per_quantity: 1, per_unit: perUnit },
  total_mix: { amount: total, unit: totalUnit },
});

describe('the product a mix holds', () => {
  it('is the rate times the total mix, in the rate’s unit, across mix units', () => {
    expect(productInMix(mix(0.5, 'gal', 4))).toEqual({ amount: 2, unit: 'fl oz' });
    expect(productInMix(mix(0.5, 'gal', 2, 'qt')).amount).toBeCloseTo(0.25, 10);
    expect(typedProductInMix(mix(1 / 3, 'gal', 1))).toEqual({ amount: 0.3333, unit: 'fl oz' });
  });

  it('agrees with an amount within the rounding of typed figures, in any unit of its kind', () => {
    expect(mixCheck(0.5, 'fl oz', mix(0.5))).toBeNull();
    expect(mixCheck(0.504, 'fl oz', mix(0.5))).toBeNull();
    // 0.5 fl oz is 14.79 mL.
    expect(mixCheck(14.8, 'mL', mix(0.5))).toBeNull();
  });

  it('disagrees with ten times the product, and says what the mix holds in the record’s unit', () => {
    expect(mixCheck(5, 'fl oz', mix(0.5))).toEqual({ problem: 'disagrees', expected: 0.5 });
    expect(mixCheck(0.52, 'fl oz', mix(0.5))).toMatchObject({ problem: 'disagrees' });
  });

  it('cannot compare a weight with a rate in fluid ounces', () => {
    expect(mixCheck(0.5, 'oz', mix(0.5))).toEqual({ problem: 'unit', unit: 'fl oz' });
  });
});
