import { AMOUNT_UNITS } from '../unit-names';
import type { ApplicationRecord } from './applications';

/*
 * What the report form needs of application records without their schemas (applications.ts): the
 * limits, an empty record, and answers read as records. Apart so the form's code does not bring
 * zod to a phone's first screen (decision 0031); the schemas import the limits from here.
 */

/** The most application records one Chemical application field holds. */
export const APPLICATIONS_MAX = 20;
/** The largest amount, area or mix figure: beyond is a typo. */
export const APPLICATION_NUMBER_MAX = 999_999_999;
export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type WindDirection = (typeof WIND_DIRECTIONS)[number];

export const EMPTY_APPLICATION: ApplicationRecord = {
  chemical_id: null,
  lot: '',
  amount: null,
  unit: null,
  mix_rate: null,
  total_mix: null,
  area: null,
  area_unit: null,
  site_code: null,
  place: '',
  method: '',
  target_pests: '',
  date: null,
  start_time: null,
  end_time: null,
  applicator_id: null,
  supervisor_id: null,
  wind_speed_mph: null,
  wind_direction: null,
  temperature_f: null,
  rate_reason: '',
};

/** The answer of a Chemical application field before issue 14: one product, amount, unit and pest. */
export interface LegacyChemicalValue {
  chemical_id: number;
  amount: number;
  unit: string;
  target_pest: string;
}
export const isLegacyChemicalValue = (v: unknown): v is LegacyChemicalValue =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'chemical_id' in v;

/** A unit of the fixed list, however its case was typed ("ML", "Gal"); null when not on it. */
export function amountUnitOf(text: string): (typeof AMOUNT_UNITS)[number] | null {
  const t = text.trim().toLowerCase();
  return AMOUNT_UNITS.find((u) => u.toLowerCase() === t) ?? null;
}

/** An answer written the old way, as the one record it holds (its unit kept only if on the list). */
export function recordOfLegacy(v: LegacyChemicalValue): ApplicationRecord {
  return {
    ...EMPTY_APPLICATION,
    chemical_id: v.chemical_id,
    amount: v.amount,
    unit: amountUnitOf(v.unit),
    target_pests: v.target_pest,
  };
}

/**
 * The records of an answer as stored: a list, or the one record of an answer written the old way.
 * Not checked: for editing and showing what was saved (the server parses before it checks).
 */
export function recordsOfAnswer(value: unknown): ApplicationRecord[] {
  if (isLegacyChemicalValue(value)) return [recordOfLegacy(value)];
  return Array.isArray(value) ? (value as ApplicationRecord[]) : [];
}

/** A record as a report shows it: an old answer keeps its unit as typed, even one off the list. */
export type ShownRecord = Omit<ApplicationRecord, 'unit'> & { unit: string | null };

export function shownRecordsOf(value: unknown): ShownRecord[] {
  if (isLegacyChemicalValue(value)) return [{ ...recordOfLegacy(value), unit: value.unit }];
  return recordsOfAnswer(value);
}

/** The chemical ids some answers name (records or old answers), each a valid record id once. */
export function chemicalIdsIn(values: unknown[]): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    for (const record of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const id = (record as { chemical_id?: unknown } | null)?.chemical_id;
      if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) ids.add(id);
    }
  }
  return [...ids];
}
