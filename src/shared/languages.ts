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
