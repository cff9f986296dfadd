import { describe, expect, it } from 'vitest';
import ar from '@shared/locales/ar.json';
import en from '@shared/locales/en.json';
import es from '@shared/locales/es.json';
import fa from '@shared/locales/fa.json';
import { codeOfText, ERROR_CODES, errorText } from '@shared/error-codes';

const LOCALES = { en, ar, fa, es } as const;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const translation = (locale: object, code: string) =>
  code
    .split('.')
    .reduce<unknown>(
      (o, k) => (o as Record<string, unknown> | undefined)?.[k],
      (locale as { errors: object }).errors,
    );

describe('error codes', () => {
  it('are family.key, and each has an English text', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(100);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(errorText(code)).not.toBe('');
    }
  });

  it.each(Object.entries(LOCALES))('each has a %s text with the same placeholders', (name, locale) => {
    for (const code of ERROR_CODES) {
      const text = translation(locale, code);
      expect(typeof text, `${name} errors.${code}`).toBe('string');
      expect(placeholders(text as string), `${name} errors.${code}`).toEqual(placeholders(errorText(code)));
      // Real translations: an Arabic or Persian text is written in its script, a Spanish one is not the English.
      if (name !== 'en' && !/^[{}\w\s:().]*$/.test(errorText(code))) {
        if (name === 'es') expect(text, `${name} errors.${code}`).not.toBe(errorText(code));
        else expect(text, `${name} errors.${code}`).toMatch(/[\u0600-\u06ff]/);
      }
    }
    expect(translation(en, 'user.emailTaken')).toBe(errorText('user.emailTaken'));
  });

  it('the English locale says exactly what the server says', () => {
    for (const code of ERROR_CODES) expect(translation(en, code), code).toBe(errorText(code));
  });

  it('codes that share an English text share every translation, so finding a code by its text is safe', () => {
    for (const code of ERROR_CODES) {
      const first = codeOfText(errorText(code));
      if (!first || first === code) continue;
      for (const [name, locale] of Object.entries(LOCALES)) {
        expect(translation(locale, code), `${name}: ${code} and ${first}`).toBe(translation(locale, first));
      }
    }
  });

  it('fills params into the English text', () => {
    expect(errorText('location.hasActiveJobs', { jobs: 3 })).toBe(
      'This location has 3 active jobs, so it cannot be deleted. Deactivate or delete those jobs first.',
    );
    expect(codeOfText('Enter a valid email address.')).toBe('user.emailInvalid');
    expect(codeOfText('No such text.')).toBeUndefined();
  });
});
