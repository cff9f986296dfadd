import type { Language } from './languages';

/**
 * The locale whose numbers a language is shown with: Arabic-Indic digits in Arabic, Persian digits
 * in Persian, the US's in English and in Spanish as US Spanish writes them (the technicians and
 * the labels they read are in the US). The web's lists and the PDFs alike; a file of its own, so
 * the web app's first download (which reads the languages) does not carry it.
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', fa: 'fa-IR', ar: 'ar-EG', es: 'es-US' };
export const numberLocaleOf = (language: string) => NUMBER_LOCALES[language as Language] ?? 'en-US';
