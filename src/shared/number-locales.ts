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
