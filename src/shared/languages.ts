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

/** Whether a value is already one isolate (U+2066–U+2068 … U+2069), not to be wrapped twice. */
export const isIsolated = (text: string) => /^[\u2066-\u2068]/.test(text) && text.endsWith('\u2069');

/**
 * A text made for the screen, without its isolates, to be kept as a record's value (a template
 * copy's name): a one-line value refuses direction controls (decision 0039).
 */
export const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/**
 * The digits a reader chooses for dates and numbers (issue 35, decision 0074): the language's own
 * (Arabic-Indic in Arabic, Persian in Persian) or Latin. Null on an account: the language's own.
 */
export const NUMERALS = ['native', 'latin'] as const;
export type Numerals = (typeof NUMERALS)[number];

/** The calendar dates are shown in: Gregorian, or the Persian solar calendar for Persian readers. */
export const CALENDARS = ['gregorian', 'persian'] as const;
export type Calendar = (typeof CALENDARS)[number];
