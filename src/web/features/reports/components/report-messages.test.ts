import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@shared/schemas/reports';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fa from '../../../locales/fa.json';

describe('report messages', () => {
  it('has every rule the server words in all three languages, the English word for word', () => {
    const keys = Object.keys(REPORT_MESSAGES).sort();
    for (const locale of [en, ar, fa]) expect(Object.keys(locale.reports.messages).sort()).toEqual(keys);
    for (const [key, text] of Object.entries(REPORT_MESSAGES)) {
      // Texts the server fills in ({id}, {fields}) are worded for i18next's {{…}} instead.
      if (!text.includes('{'))
        expect(en.reports.messages[key as keyof typeof REPORT_MESSAGES], key).toBe(text);
      for (const locale of [ar, fa]) {
        expect(locale.reports.messages[key as keyof typeof REPORT_MESSAGES], key).not.toBe(
          en.reports.messages[key as keyof typeof REPORT_MESSAGES],
        );
      }
    }
  });
});
