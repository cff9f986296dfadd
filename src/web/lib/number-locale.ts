import type { Language } from '@shared/languages';

/**
 * Numbers as the page's language writes them: Arabic-Indic digits in Arabic, Persian digits in
 * Persian, the US's in English and in Spanish as US Spanish writes them (1,250.5: the technicians
 * and the labels they read are in the US) (the list pages' counts, the trend screen, progress).
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', fa: 'fa-IR', ar: 'ar-EG', es: 'es-US' };
export const numberLocale = (language: string) => NUMBER_LOCALES[language as Language] ?? 'en-US';

/** A count with the language's digits and thousands separators. */
export const formatCount = (n: number, language: string) =>
  new Intl.NumberFormat(numberLocale(language)).format(n);
