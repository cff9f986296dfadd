import { numberLocaleOf } from '@shared/number-locales';

/**
 * Numbers as the page's language writes them (shared/languages.ts): the list pages' counts, the
 * trend screen, progress.
 */
export const numberLocale = numberLocaleOf;

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count with the language's digits and thousands separators. One formatter per locale, kept:
 * making one costs more than formatting, and the schedule's board counts in every cell.
 */
export function formatCount(n: number, language: string) {
  const locale = numberLocale(language);
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(n);
}
