/**
 * The languages Fieldbook speaks, read alike by the web app (its texts and layout) and the server
 * (mail and PDFs in the reader's language, issue 35). Their texts are `locales/<code>.json`.
 */
export const LANGUAGES = ['en', 'ar', 'fa', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const RTL: readonly Language[] = ['ar', 'fa'];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const directionOf = (lang: string): 'rtl' | 'ltr' => (RTL.includes(lang as Language) ? 'rtl' : 'ltr');

/** Text in a directional isolate (U+2068 … U+2069): it keeps its own order inside a sentence of the other direction. */
export const isolate = (text: string | number) => `\u2068${text}\u2069`;

/**
 * The locale whose numbers a language is shown with: Arabic-Indic digits in Arabic, Persian digits
 * in Persian, the US's in English and in Spanish as US Spanish writes them (the technicians and
 * the labels they read are in the US). The web's lists and the PDFs alike.
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', fa: 'fa-IR', ar: 'ar-EG', es: 'es-US' };
export const numberLocaleOf = (language: string) => NUMBER_LOCALES[language as Language] ?? 'en-US';
