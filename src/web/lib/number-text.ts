/**
 * Reading a number from what someone typed, without ever changing it. The text stays the user's;
 * only a reading that is a whole, in-range number becomes a value. Decision record:
 * docs/decisions/0012-numbers-typed-are-numbers-stored.md.
 */

import { latinOf } from '@shared/number-locales';

export interface NumberRules {
  min?: number;
  max?: number;
  /** Whole numbers only: any decimal separator is refused, even in "1.0". */
  integer?: boolean;
}

export type NumberProblem = 'notANumber' | 'notInteger' | 'range' | 'ambiguous';

export type NumberReading =
  | { state: 'empty' }
  /** A number on its way ("-", ".", ","): no value yet, no complaint while typing. */
  | { state: 'partial' }
  | { state: 'number'; value: number }
  | { state: 'invalid'; problem: NumberProblem };

/** ".", "," and the Arabic decimal separator "٫" all mean the decimal point. */
const SEPARATORS = /[.,\u066b]/g;
/** The minus sign (U+2212) and the hyphen both mean negative. */
const MINUS = /^[-\u2212]/;

/** Arabic-Indic and Persian digits, what an Arabic or Persian keyboard types, in Latin ones. */
export const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, latinOf);

/**
 * "1,250" is 1250 to one office and 1.25 to another: a comma followed by exactly three digits after a
 * non-zero whole part is asked about rather than guessed (a point is this app's decimal mark in every
 * language, and "0,250" can only be a fraction).
 */
const THOUSANDS_OR_DECIMAL = /^[-+\u2212]?[1-9]\d{0,2},\d{3}$/;

export function readNumber(text: string, rules: NumberRules = {}): NumberReading {
  if (THOUSANDS_OR_DECIMAL.test(asciiDigits(text.trim()))) return { state: 'invalid', problem: 'ambiguous' };
  const trimmed = asciiDigits(text.trim()).replace(MINUS, '-').replace(SEPARATORS, '.');
  if (trimmed === '') return { state: 'empty' };
  if (/^[-+]?\.?$/.test(trimmed)) return { state: 'partial' };
  // One optional sign, digits, at most one separator: "1.000,5" or "1e3" is not guessed at.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { state: 'invalid', problem: 'notANumber' };
  if (rules.integer && trimmed.includes('.')) return { state: 'invalid', problem: 'notInteger' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { state: 'invalid', problem: 'range' };
  if ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max)) {
    return { state: 'invalid', problem: 'range' };
  }
  // -0 is stored as 0: JSON has no negative zero.
  return { state: 'number', value: value === 0 ? 0 : value };
}

/** The text to show for a stored number: as JavaScript writes it, never in exponent form. */
export function numberText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const plain = String(value);
  if (!/e/i.test(plain)) return plain;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * What is wrong with a reading, once the user is done with it (on leaving the field or saving):
 * a lone "-" is then not a number either. Null when it is fine or empty.
 */
export function finalProblem(reading: NumberReading): NumberProblem | null {
  if (reading.state === 'partial') return 'notANumber';
  return reading.state === 'invalid' ? reading.problem : null;
}
