import { describe, expect, it } from 'vitest';
import { isolatedParams, languageFor, textsIn } from './texts';

describe('the server’s texts', () => {
  it('are the web app’s texts, in each language, with English for a key a language lacks', () => {
    expect(textsIn('en')('common.retry')).toBe('Try again');
    expect(textsIn('ar')('common.retry')).not.toBe('Try again');
    expect(textsIn('fa')('common.retry')).not.toBe(textsIn('ar')('common.retry'));
    expect(textsIn('es')('common.retry')).not.toBe('Try again');
  });

  it('fill plural forms by the language’s own rules', () => {
    const en = textsIn('en');
    expect(en('reports.form.waiting', { count: 1 })).not.toBe(en('reports.form.waiting', { count: 2 }));
    const ar = textsIn('ar');
    // Arabic has a form for two of a thing and another for three to ten.
    expect(ar('reports.form.waiting', { count: 2 })).not.toBe(ar('reports.form.waiting', { count: 3 }));
  });

  it('write for the first language a reader has that Fieldbook speaks, else English', () => {
    expect(languageFor(null, 'fa')).toBe('fa');
    expect(languageFor('ar', 'fa')).toBe('ar');
    expect(languageFor('de', undefined)).toBe('en');
    expect(languageFor()).toBe('en');
  });

  it('isolate a sentence’s values for a right-to-left reader only', () => {
    const params = { address: '12 Main St, White Plains, NY 10601', count: 3, when: new Date(0) };
    expect(isolatedParams('en', params)).toEqual(params);
    expect(isolatedParams('es', params)).toEqual(params);
    for (const rtl of ['ar', 'fa'] as const)
      expect(isolatedParams(rtl, params)).toEqual({
        address: '\u206812 Main St, White Plains, NY 10601\u2069',
        count: '\u20683\u2069',
        when: params.when,
      });
  });
});
