import { describe, expect, it } from 'vitest';
import { isolate } from './languages';
import { latinDigitsOutsideIsolates } from './number-locales';

describe("a translation's own numbers in Latin digits (decision 0074)", () => {
  it('writes Arabic-Indic and Persian digits in Latin ones, with their separators', () => {
    expect(latinDigitsOutsideIsolates('انتظر ١٥ دقيقة وحاول مرة أخرى.')).toBe(
      'انتظر 15 دقيقة وحاول مرة أخرى.',
    );
    expect(latinDigitsOutsideIsolates('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩')).toBe('0123456789 0123456789');
    expect(latinDigitsOutsideIsolates('بحجم ١٠ ميغابايت و٢٠٬٠٠٠ صف')).toBe('بحجم 10 ميغابايت و20,000 صف');
    expect(latinDigitsOutsideIsolates('(۷٫۵ یعنی ۷ ساعت و ۳۰ دقیقه)')).toBe('(7.5 یعنی 7 ساعت و 30 دقیقه)');
    expect(latinDigitsOutsideIsolates('(١٪ في كل خطوة)')).toBe('(1% في كل خطوة)');
    expect(latinDigitsOutsideIsolates('١. اختر ملفًا')).toBe('1. اختر ملفًا');
  });

  it('changes a percent sign or separator beside a digit only', () => {
    expect(latinDigitsOutsideIsolates('درجة النجاح (٪)')).toBe('درجة النجاح (٪)');
    expect(latinDigitsOutsideIsolates('٬ و ٫')).toBe('٬ و ٫');
    expect(latinDigitsOutsideIsolates('٪٥٠')).toBe('%50');
  });

  it('leaves text inside isolates as it is: a value put into the sentence, written for the reader already', () => {
    const name = isolate('مطعم ٣ نجوم');
    expect(latinDigitsOutsideIsolates(`تم حذف ${name}.`)).toBe(`تم حذف ${name}.`);
    // Nested isolates: the outer one's end is the one that counts.
    const nested = `\u2068${isolate('٧')} ٨\u2069 ٩`;
    expect(latinDigitsOutsideIsolates(nested)).toBe(`\u2068${isolate('٧')} ٨\u2069 9`);
  });

  it('writes a sentence with a value: its own number in Latin, the value as it came', () => {
    // A value already in Latin digits (the reader's choice), the sentence's ٦٠ its own.
    expect(latinDigitsOutsideIsolates(`${isolate(12)} شهادة أو ترخيص منتهٍ أو ينتهي خلال ٦٠ يومًا`)).toBe(
      `${isolate(12)} شهادة أو ترخيص منتهٍ أو ينتهي خلال 60 يومًا`,
    );
    // A percent sign after a value: beside its digit across the isolate's edge.
    expect(latinDigitsOutsideIsolates(`${isolate(45)}٪`)).toBe(`${isolate(45)}%`);
    expect(latinDigitsOutsideIsolates(`${isolate('۴۵')}٪`)).toBe(`${isolate('۴۵')}%`);
  });

  it('leaves Latin text alone', () => {
    expect(latinDigitsOutsideIsolates('Wait 15 minutes (1%).')).toBe('Wait 15 minutes (1%).');
  });
});
