import i18n, { type BackendModule, type FormatterModule, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import firstTexts from 'virtual:en-texts-first';
import textSections from 'virtual:en-texts-sections';
import { directionOf, isIsolated, isLanguage, isolate, type Language } from '@shared/languages';
import { latinDigitsOutsideIsolates, numberInSentence } from '@shared/number-locales';
import { numberLocale } from './number-locale';
import { chosenNumerals } from './reader-choice';
import { unitsInText } from './units';

const STORAGE_KEY = 'fieldbook.language';

/**
 * A coded message's values for the page's language: the values that hold a quantity, a rate or
 * units name them in the reader's language, their numbers in the reader's digits as the sentence's
 * other numbers are ("2.5 fl oz / 1000 sq ft" → "٢٫٥ أونصة سائلة لكل ١٠٠٠ قدم مربع"). Each value
 * is then isolated like every other (`isolatingFormatter`).
 */
export function messageParams<T extends Record<string, unknown>>(params: T, lang = i18n.language): T {
  const t = i18n.getFixedT(lang);
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      UNIT_PARAMS.has(key) && typeof value === 'string' ? numbersIn(unitsInText(t, value), lang) : value,
    ]),
  ) as T;
}

/** The server writes a quantity's number as String(value) does: digits, perhaps a decimal point. */
const NUMBER_IN_TEXT = /\d+(?:\.\d+)?/g;

const numbersIn = (text: string, lang: string) =>
  directionOf(lang) === 'ltr'
    ? text
    : text.replace(NUMBER_IN_TEXT, (n) => numberInSentence(Number(n), undefined, numberLocale(lang)));

/** The coded messages' values that hold a quantity, a rate or units (shared/error-codes-application.ts). */
const UNIT_PARAMS = new Set(['amount', 'rate', 'max', 'unit', 'units']);

/** The language chosen on this device, else the browser's first one Fieldbook speaks, else English. */
function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return browser.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage) ?? 'en';
}

/** Keeps <html lang dir> in step with the language, so the whole page flips for Arabic and Persian. */
function applyToDocument(lang: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/**
 * Each language but English is its own chunk, without the texts only the server writes from
 * (scripts/web-texts-plugin.ts); a language of LANGUAGES without its file here does not compile.
 */
const OTHER_TEXTS: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  ar: () => import('virtual:web-texts-ar'),
  fa: () => import('virtual:web-texts-fa'),
  es: () => import('virtual:web-texts-es'),
};

/**
 * English is the fallback for every key: the texts the first pages need are in the first download,
 * the rest arrive with the first other page (allTextsReady, decision 0028). Arabic, Persian and
 * Spanish, 45 KB or so each, arrive whole but for the server's sections, and only for whoever
 * reads them (decision 0017).
 */
const otherLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lang, _namespace, done) {
    const load: (() => Promise<{ default: object }>) | undefined =
      OTHER_TEXTS[lang as Exclude<Language, 'en'>];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Every value put into a text, in Arabic and Persian, in a directional isolate (U+2068 … U+2069;
 * decision 0075): a rate such as "2.5 fl oz / 1000 sq ft", a Latin street, a name or a time window
 * keeps its own order inside the right-to-left sentence instead of being reordered with it. A
 * number is written in the reader's digits as the dates beside it are ("بعد ٧ أيام"), a quantity
 * grouped, an id or a device's number not (`numberInSentence`); `count` reaches t() as a number,
 * so the plural form is still chosen from it. The texts use no i18next formats, so this formatter
 * replaces the built-in one. A text made this way and kept as a record's value goes through
 * `withoutIsolates`.
 */
const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Typed as answering text, but what it answers goes into the text as it is (an object stays one).
  format: (value: string, _format, lng, options) => {
    const plain: unknown = value;
    const language = lng ?? i18n.language;
    if (directionOf(language) === 'ltr') return value;
    if (typeof plain === 'number') {
      // The value's name in the text, which i18next passes with the call's options.
      const key: unknown = options?.interpolationkey;
      const name = typeof key === 'string' ? key : undefined;
      return isolate(numberInSentence(plain, name, numberLocale(language)));
    }
    return typeof plain === 'string' && plain !== '' && !isIsolated(plain) ? isolate(plain) : value;
  },
};

/**
 * A text's own numbers in the reader's digits: Arabic and Persian texts write theirs in the
 * language's ("انتظر ١٥ دقيقة"), which a reader who chose Latin digits reads in Latin ones, as the
 * values put into the text (decision 0074). The values, isolated, are left as they are.
 */
const readersDigits: PostProcessorModule = {
  type: 'postProcessor',
  name: 'readersDigits',
  // Typed as text, but `returnObjects` brings an object here.
  process: (value: string, _key, options, translator: { language: string }) => {
    const text: unknown = value;
    const language = options.lng ?? translator.language;
    return typeof text === 'string' && chosenNumerals() === 'latin' && directionOf(language) === 'rtl'
      ? latinDigitsOutsideIsolates(text)
      : value;
  },
};

/** Resolves once the stored language's texts are in; main.tsx renders after it. */
export const i18nReady = i18n
  .use(otherLanguages)
  .use(isolatingFormatter)
  .use(readersDigits)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: firstTexts } },
    // Bundled English plus the backend for the others.
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false, alwaysFormat: true },
    postProcess: [readersDigits.name],
    // A page that named its sections (textSectionsReady) and uses a text of another: that section
    // is fetched, and every component using texts draws again when it is in.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => fetchSectionOf(key),
    react: { bindI18nStore: 'added' },
  });
applyToDocument(i18n.language);
i18n.on('languageChanged', (lang) => {
  applyToDocument(lang);
  localStorage.setItem(STORAGE_KEY, lang);
});

let restOfEnglish: Promise<void> | null = null;

/**
 * Resolves once every English text is in; lazy-route.tsx awaits it before showing any page but
 * the first ones. A failed fetch is tried again on the next call.
 */
export function allTextsReady(): Promise<void> {
  restOfEnglish ??= import('virtual:en-texts-rest').then(
    (module) => {
      i18n.addResourceBundle('en', 'translation', module.default, true, false);
    },
    (error: unknown) => {
      restOfEnglish = null;
      throw error;
    },
  );
  return restOfEnglish;
}

const sectionLoads = new Map<string, Promise<void>>();

/**
 * A text not among the English texts in so far: its section of the rest. A key whose section is in
 * already, or is not in the rest at all, is not in en.json (a text shown by its default, such as
 * an activity entry's field without a name of its own): nothing to fetch.
 */
function fetchSectionOf(key: string) {
  const section = key.split('.')[0]!;
  if (restOfEnglish || sectionLoads.has(section) || !textSections[section]) return;
  textSectionsReady([section]).catch(() => undefined);
}

/**
 * Resolves once the named sections of the rest of the English texts (or parts of one,
 * TEXT_SECTION_PARTS) are in: what a page that names its sections waits for instead of all of them
 * (lazy-route.tsx, decision 0067).
 */
export function textSectionsReady(names: readonly string[]): Promise<void> {
  // The whole rest, once asked for, holds every section: a technician's field pages, fetched for
  // offline use with it (app-shell.tsx), open with no signal without their sections' own files.
  if (restOfEnglish) return restOfEnglish.catch(() => textSectionsReady(names));
  return Promise.all(
    names.map((name) => {
      const load = textSections[name];
      if (!load) return Promise.reject(new Error(`en.json's rest has no section ${name}`));
      let loaded = sectionLoads.get(name);
      if (!loaded) {
        loaded = load().then(
          (module) => void i18n.addResourceBundle('en', 'translation', module.default, true, false),
          (error: unknown) => {
            sectionLoads.delete(name);
            throw error;
          },
        );
        sectionLoads.set(name, loaded);
      }
      return loaded;
    }),
  ).then(() => undefined);
}

export default i18n;
