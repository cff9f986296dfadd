/**
 * Numbers as the page's language writes them: Arabic-Indic digits in Arabic, Persian digits in
 * Persian, the US's in English (the list pages' counts, the trend screen, progress).
 */
export const numberLocale = (language: string) =>
  language === 'fa' ? 'fa-IR' : language === 'ar' ? 'ar-EG' : 'en-US';

/** A count with the language's digits and thousands separators. */
export const formatCount = (n: number, language: string) =>
  new Intl.NumberFormat(numberLocale(language)).format(n);
