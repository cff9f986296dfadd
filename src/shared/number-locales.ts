import type { Language, Numerals } from './languages';

/**
 * The locale whose numbers a language is shown with: Arabic-Indic digits in Arabic, Persian digits
 * in Persian, the US's in English and in Spanish as US Spanish writes them (the technicians and
 * the labels they read are in the US); with Latin digits when the reader chose them (decision
 * 0074). The web's lists and sentences, mail and the PDFs alike.
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', fa: 'fa-IR', ar: 'ar-EG', es: 'es-US' };
export function numberLocaleOf(language: string, numerals?: Numerals | null): string {
  const locale = NUMBER_LOCALES[language as Language] ?? 'en-US';
  return numerals === 'latin' ? `${locale}-u-nu-latn` : locale;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's number format with `options`, one per locale and options, kept: making one costs
 * more than formatting, and the schedule's board formats in every cell.
 */
export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The values of a sentence that count things, shown with thousands separators ("١٬٢٠٠ صف").
 * Every other number is an identifier or a limit as typed (a report's or a device's number, a
 * year, an id), whose separators would misread it: "report ١٬٢٣٤".
 */
const QUANTITY_KEYS = new Set(['count', 'total', 'shown', 'rows', 'created', 'updated', 'refused']);

// Every fraction digit the value has, as String(value) writes them (Intl rounds to 3 by default).
const GROUPED = { maximumFractionDigits: 20 };
const PLAIN = { maximumFractionDigits: 20, useGrouping: false };

/**
 * A number put into a right-to-left sentence, in the locale's digits (issue 35 item 3, decision
 * 0074): `key` is the value's name in the text, which says whether it is a quantity.
 */
export const numberInSentence = (value: number, key: string | undefined, locale: string) =>
  numberFormatOf(locale, key !== undefined && QUANTITY_KEYS.has(key) ? GROUPED : PLAIN).format(value);

/** Arabic-Indic (U+0660) and Persian (U+06F0) digits, and the Arabic percent sign and separators. */
const NATIVE_DIGIT = '\u0660-\u0669\u06f0-\u06f9';
const NATIVE = new RegExp(`[\u2066-\u2069${NATIVE_DIGIT}\u066a-\u066c]`, 'g');
const DIGIT_BEFORE = new RegExp(`[0-9${NATIVE_DIGIT}][\u2066-\u2069]*$`);
const DIGIT_AFTER = new RegExp(`^[\u2066-\u2069]*[0-9${NATIVE_DIGIT}]`);

/**
 * A native digit or sign in Latin: both sets of digits start at a multiple of 16 (U+0660, U+06F0)
 * and the percent sign and separators follow the Arabic-Indic ones (U+066A ٪, U+066B ٫, U+066C ٬).
 */
export const latinOf = (c: string) => '0123456789%.,'[c.charCodeAt(0) % 16]!;

/**
 * A translated text's own numbers ("انتظر ١٥ دقيقة", "۲۰٬۰۰۰ ردیف", "١٪") in Latin digits, for a
 * reader who chose them (decision 0074): Arabic and Persian texts write theirs in the language's
 * digits. Text inside a directional isolate is left as it is: a value put into the sentence is
 * isolated and already written for the reader, and a name typed with Arabic digits stays as typed.
 * A percent sign or separator changes beside a digit only (the label "(٪)" stays), a value's digit
 * across its isolate's edge counting ("{{percent}}٪").
 */
export function latinDigitsOutsideIsolates(text: string): string {
  let depth = 0;
  return text.replace(NATIVE, (c, at: number) => {
    if (c === '\u2069') depth = Math.max(depth - 1, 0);
    else if (c >= '\u2066') depth++;
    else if (depth === 0 && (c < '\u066a' || c > '\u066c' || besideDigit(text, at))) return latinOf(c);
    return c;
  });
}

const besideDigit = (text: string, at: number) =>
  DIGIT_BEFORE.test(text.slice(0, at)) || DIGIT_AFTER.test(text.slice(at + 1));
