import { convertible, convertUnit, filedQuantity } from './units';
import { type AmountUnit, type MixUnit } from './unit-names';

interface Mix {
  mix_rate: { amount: number; unit: AmountUnit; per_quantity: number; per_unit: MixUnit };
  total_mix: { amount: number; unit: MixUnit };
}

/**
 * The undiluted product a mix holds (issue 30): the mix rate's product per its quantity of mix,
 * times the total mix applied, in the mix rate's unit ("0.5 fl oz per gal" × 4 gal = 2 fl oz).
 */
export function productInMix({ mix_rate: rate, total_mix: total }: Mix): {
  amount: number;
  unit: AmountUnit;
} {
  const mixed = convertUnit(total.amount, total.unit, rate.per_unit);
  return { amount: (rate.amount * mixed) / rate.per_quantity, unit: rate.unit };
}

/** The product in a mix as the form fills it in: rounded as the state files write it. */
export function typedProductInMix(mix: Mix): { amount: number; unit: AmountUnit } {
  const { amount, unit } = productInMix(mix);
  return { amount: Number(filedQuantity(amount)), unit };
}

/**
 * How a recorded amount stands against its mix: `unit` when it is measured otherwise than the mix
 * rate (ounces of a product dosed in fluid ounces), `disagrees` (with the amount the mix holds, in
 * the record's unit) beyond the rounding of figures typed: 1 %, or 0.005 of a small amount.
 */
export function mixCheck(
  amount: number,
  unit: AmountUnit,
  mix: Mix,
): { problem: 'unit'; unit: AmountUnit } | { problem: 'disagrees'; expected: number } | null {
  const held = productInMix(mix);
  if (!convertible(unit, held.unit)) return { problem: 'unit', unit: held.unit };
  const expected = convertUnit(held.amount, held.unit, unit);
  return Math.abs(amount - expected) <= Math.max(0.01 * expected, 0.005)
    ? null
    : { problem: 'disagrees', expected };
}
