import { describe, expect, it } from 'vitest';
import { CHEMICAL_MESSAGES } from '@shared/schemas/chemicals';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fa from '../../../locales/fa.json';

describe('chemical messages', () => {
  it('has every rule the server words in all three languages, the English word for word', () => {
    expect(en.chemicals.messages).toEqual(CHEMICAL_MESSAGES);
    for (const locale of [ar, fa]) {
      expect(Object.keys(locale.chemicals.messages).sort()).toEqual(Object.keys(CHEMICAL_MESSAGES).sort());
      for (const [key, text] of Object.entries(locale.chemicals.messages)) {
        expect(text, key).not.toBe(CHEMICAL_MESSAGES[key as keyof typeof CHEMICAL_MESSAGES]);
      }
    }
  });
});
