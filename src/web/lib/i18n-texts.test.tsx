import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_TEXT_SECTIONS } from '@web/locales/first-texts';
import i18n from './i18n';

afterEach(() => i18n.changeLanguage('en'));

describe('the texts a browser loads for another language', () => {
  it.each(['ar', 'fa', 'es'])(
    '%s: its own, without the sections only the server writes from',
    async (language) => {
      await i18n.changeLanguage(language);
      const texts = i18n.getResourceBundle(language, 'translation') as Record<string, unknown>;
      expect(texts).toHaveProperty(['nav']);
      expect(i18n.t('nav.jobs')).not.toBe(i18n.t('nav.jobs', { lng: 'en' }));
      for (const name of SERVER_TEXT_SECTIONS) expect(texts).not.toHaveProperty([name]);
    },
  );
});
