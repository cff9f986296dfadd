import { convert } from 'convert';
import type { AmountUnit, AreaUnit, MixUnit } from './unit-names';

export type Measure = 'volume' | 'mass' | 'area' | 'length';
type Unit = AmountUnit | AreaUnit | MixUnit;

/** Our unit ids, as the library spells them, and what they measure. */
const UNIT_INFO: Record<Unit, { key: string; measure: Measure }> = {
  'fl oz': { key: 'fl oz', measure: 'volume' },
  pt: { key: 'pt', measure: 'volume' },
  qt: { key: 'qt', measure: 'volume' },
  gal: { key: 'gal', measure: 'volume' },
  mL: { key: 'mL', measure: 'volume' },
  L: { key: 'L', measure: 'volume' },
  oz: { key: 'oz', measure: 'mass' },
  lb: { key: 'lb', measure: 'mass' },
  g: { key: 'g', measure: 'mass' },
  kg: { key: 'kg', measure: 'mass' },
  'sq ft': { key: 'ft2', measure: 'area' },
  acre: { key: 'ac', measure: 'area' },
  'sq m': { key: 'm2', measure: 'area' },
  ha: { key: 'ha', measure: 'area' },
  'linear ft': { key: 'ft', measure: 'length' },
  m: { key: 'm', measure: 'length' },
  'cu ft': { key: 'ft3', measure: 'volume' },
  'cu m': { key: 'm3', measure: 'volume' },
};

export const measureOf = (unit: Unit): Measure => UNIT_INFO[unit].measure;

/** Whether a quantity in `from` can be expressed in `to` (same measure). */
export const convertible = (from: Unit, to: Unit): boolean => measureOf(from) === measureOf(to);

/** How many decimals the state files write a quantity with (New York's Form 26, California's summary). */
export const FILED_DECIMALS = 4;

/** A quantity as a state file writes it: rounded to FILED_DECIMALS, no trailing zeros, no exponent. */
export const filedQuantity = (n: number): string =>
  String(Math.round(n * 10 ** FILED_DECIMALS) / 10 ** FILED_DECIMALS);

/** An amount that is 0 as a state file writes it (0, or 0.00004): no product was recorded (issue 30). */
export const filesAsZero = (n: number): boolean => Math.round(Math.abs(n) * 10 ** FILED_DECIMALS) === 0;

/** `value` in `from`, expressed in `to`; throws when the measures differ (check `convertible`). */
export function convertUnit(value: number, from: Unit, to: Unit): number {
  if (from === to) return value;
  if (!convertible(from, to)) throw new Error(`Cannot convert ${from} to ${to}`);
  // The library's unit names are a union of literal types; ours are checked by UNIT_INFO.
  return convert(value, UNIT_INFO[from].key as 'L').to(UNIT_INFO[to].key as 'L');
}
