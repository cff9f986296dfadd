import { describe, expect, it } from 'vitest';
import { finalProblem, numberText, readNumber } from './number-text';

const value = (text: string, rules = {}) => {
  const reading = readNumber(text, rules);
  return reading.state === 'number' ? reading.value : reading;
};

describe('readNumber', () => {
  it('reads decimals exactly as typed, with "." or ","', () => {
    expect(value('0.5')).toBe(0.5);
    expect(value('1.25')).toBe(1.25);
    expect(value('10.05')).toBe(10.05);
    expect(value('.5')).toBe(0.5);
    expect(value(',5')).toBe(0.5);
    expect(value('0,5')).toBe(0.5);
    expect(value('10,05')).toBe(10.05);
    expect(value(' -2.75 ')).toBe(-2.75);
    expect(value('+3')).toBe(3);
  });

  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator', () => {
    expect(value('٠٫٥')).toBe(0.5);
    expect(value('۱۰٫۰۵')).toBe(10.05);
    expect(value('۱,۲۵')).toBe(1.25);
    expect(value('−۳')).toBe(-3);
  });

  it('keeps a number on its way as it is: "1." is 1, "-" and "." are not yet a value', () => {
    expect(value('1.')).toBe(1);
    expect(value('1,')).toBe(1);
    expect(readNumber('-')).toEqual({ state: 'partial' });
    expect(readNumber('.')).toEqual({ state: 'partial' });
    expect(readNumber(',')).toEqual({ state: 'partial' });
    expect(readNumber('')).toEqual({ state: 'empty' });
    expect(readNumber('   ')).toEqual({ state: 'empty' });
  });

  it('refuses what is not one number rather than guessing', () => {
    for (const text of [
      'abc',
      '1.2.3',
      '1,000.5',
      '1.000,5',
      '1e3',
      '0x10',
      'Infinity',
      '1 000',
      '--1',
      '5 oz',
    ]) {
      expect(readNumber(text), text).toEqual({ state: 'invalid', problem: 'notANumber' });
    }
  });

  it('refuses out-of-range values instead of clamping them', () => {
    const rules = { min: -1_000_000, max: 1_000_000 };
    expect(readNumber('99999999999', rules)).toEqual({ state: 'invalid', problem: 'range' });
    expect(readNumber('-1000001', rules)).toEqual({ state: 'invalid', problem: 'range' });
    expect(value('1000000', rules)).toBe(1_000_000);
    expect(readNumber('-0.5', { min: 0 })).toEqual({ state: 'invalid', problem: 'range' });
    expect(readNumber('9'.repeat(400))).toEqual({ state: 'invalid', problem: 'range' });
  });

  it('refuses a decimal where a whole number is required instead of truncating it', () => {
    const rules = { integer: true, min: -10, max: 10 };
    expect(readNumber('1.5', rules)).toEqual({ state: 'invalid', problem: 'notInteger' });
    expect(readNumber('1,5', rules)).toEqual({ state: 'invalid', problem: 'notInteger' });
    expect(readNumber('1.', rules)).toEqual({ state: 'invalid', problem: 'notInteger' });
    expect(value('-7', rules)).toBe(-7);
  });

  it('asks about a comma that may separate thousands instead of reading 1,250 as 1.25', () => {
    for (const text of ['1,250', '12,500', '-999,000', '۱,۲۵۰']) {
      expect(readNumber(text), text).toEqual({ state: 'invalid', problem: 'ambiguous' });
    }
    expect(value('0,250')).toBe(0.25);
    expect(value('1,25')).toBe(1.25);
    expect(value('1,2500')).toBe(1.25);
    expect(value('1.250')).toBe(1.25);
  });

  it('stores -0 as 0', () => {
    expect(Object.is(value('-0'), 0)).toBe(true);
  });
});

describe('finalProblem', () => {
  it('treats an unfinished number as not a number once typing is done', () => {
    expect(finalProblem(readNumber('-'))).toBe('notANumber');
    expect(finalProblem(readNumber(''))).toBeNull();
    expect(finalProblem(readNumber('0,5'))).toBeNull();
    expect(finalProblem(readNumber('1.5', { integer: true }))).toBe('notInteger');
  });
});

describe('numberText', () => {
  it('writes a stored number back without exponent or rounding', () => {
    expect(numberText(0.5)).toBe('0.5');
    expect(numberText(10.05)).toBe('10.05');
    expect(numberText(999_999_999_999)).toBe('999999999999');
    expect(numberText(0.0000001)).toBe('0.0000001');
    expect(numberText(null)).toBe('');
  });
});
