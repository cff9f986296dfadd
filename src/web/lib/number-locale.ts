import { numberLocaleOf } from '@shared/number-locales';
import { chosenNumerals } from './reader-style';

/**
 * Numbers as the page's language writes them (shared/languages.ts): the list pages' counts, the
 * trend screen, progress; in Latin digits when the signed-in user chose them (decision 0074).
 */
export const numberLocale = (language: string) =>
  chosenNumerals() === 'latin' ? `${numberLocaleOf(language)}-u-nu-latn` : numberLocaleOf(language);

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The language's number format with `options`, one per locale and options, kept: making one
 * costs more than formatting, and the schedule's board formats in every cell.
 */
export function numberFormatIn(language: string, options: Intl.NumberFormatOptions = {}) {
  const locale = numberLocale(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A count with the language's digits and thousands separators. */
export const formatCount = (n: number, language: string) => numberFormatIn(language).format(n);
