import { numberFormatOf, numberLocaleOf } from '@shared/number-locales';
import { chosenNumerals } from './reader-choice';

/**
 * Numbers as the page's language writes them (shared/languages.ts): the list pages' counts, the
 * trend screen, progress, the numbers in sentences (lib/i18n.ts); in Latin digits when the
 * signed-in user chose them (decision 0074).
 */
export const numberLocale = (language: string) => numberLocaleOf(language, chosenNumerals());

/** The language's number format with `options`, kept (shared/number-locales.ts). */
export const numberFormatIn = (language: string, options: Intl.NumberFormatOptions = {}) =>
  numberFormatOf(numberLocale(language), options);

/** A count with the language's digits and thousands separators. */
export const formatCount = (n: number, language: string) => numberFormatIn(language).format(n);
