import i18next, { type TFunction } from 'i18next';
import { directionOf, isLanguage, isolate, type Language, LANGUAGES } from '@shared/languages';
import ar from '@shared/locales/ar.json' with { type: 'json' };
import en from '@shared/locales/en.json' with { type: 'json' };
import es from '@shared/locales/es.json' with { type: 'json' };
import fa from '@shared/locales/fa.json' with { type: 'json' };

/*
 * What the server writes for a person to read (mail, PDFs) in that person's language (issue 35),
 * from the same files as the web app's texts: one file per language, one check of them
 * (src/web/locales/locales.test.ts). English fills any key a language lacks.
 */
const resources: Record<Language, object> = { en, ar, fa, es };
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: resources[l] }])),
  lng: 'en',
  fallbackLng: 'en',
  // Loaded above, so ready at once: no call ever meets keys instead of texts.
  initAsync: false,
  // Each writer escapes for its own medium (HTML mail escapes, a PDF or a plain-text part does not).
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The texts of one language: `textsIn('ar')('mail.reportFinished.subject', { job })`. */
export const textsIn = (language: Language): TFunction => instance.getFixedT(language);

/**
 * The language to write in for a reader: the first of `choices` Fieldbook speaks (the person's own,
 * then the company's default, …), else English.
 */
export const languageFor = (...choices: (string | null | undefined)[]): Language =>
  choices.find(isLanguage) ?? 'en';

/**
 * A sentence's values for a reader of `language`: in Arabic and Persian each in a directional
 * isolate, so a Latin address, an e-mail, a code or a number with its unit keeps its own order
 * inside the right-to-left sentence (the web's `messageParams` does the same on screen).
 */
export function isolatedParams<T extends Record<string, unknown>>(language: Language, params: T): T {
  if (directionOf(language) === 'ltr') return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' ? isolate(value) : value,
    ]),
  ) as T;
}
