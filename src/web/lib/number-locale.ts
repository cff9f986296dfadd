import { numberLocaleOf } from '@shared/number-locales';

/**
 * Numbers as the page's language writes them (shared/languages.ts): the list pages' counts, the
 * trend screen, progress.
 */
export const numberLocale = numberLocaleOf;

/** A count with the language's digits and thousands separators. */
export const formatCount = (n: number, language: string) =>
  new Intl.NumberFormat(numberLocale(language)).format(n);
