import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import fa from '../locales/fa.json';

export const LANGUAGES = ['en', 'ar', 'fa'] as const;
export type Language = (typeof LANGUAGES)[number];
const RTL: readonly Language[] = ['ar', 'fa'];
const STORAGE_KEY = 'fieldbook.language';

export const directionOf = (lang: string): 'rtl' | 'ltr' => (RTL.includes(lang as Language) ? 'rtl' : 'ltr');

function initialLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return LANGUAGES.includes(stored as Language) ? (stored as Language) : 'en';
}

/** Keeps <html lang dir> in step with the language, so the whole page flips for Arabic and Persian. */
function applyToDocument(lang: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar }, fa: { translation: fa } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
applyToDocument(i18n.language);
i18n.on('languageChanged', (lang) => {
  applyToDocument(lang);
  localStorage.setItem(STORAGE_KEY, lang);
});

export default i18n;
