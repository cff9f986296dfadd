import { afterEach, describe, expect, it } from 'vitest';
import { withoutIsolates } from '@shared/languages';
import i18n from './i18n';

afterEach(() => i18n.changeLanguage('en'));

const FSI = '\u2068';
const PDI = '\u2069';

describe('values in translated sentences (decision 0075)', () => {
  it('isolates every string and number value in Arabic and Persian', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadLanguages('ar');
    const text = i18n.t('common.deleted', { name: '12 Test Street, Yonkers, NY 10701' });
    expect(text).toContain(`${FSI}12 Test Street, Yonkers, NY 10701${PDI}`);
    expect(i18n.t('dayRoute.km', { km: 3.5 })).toContain(`${FSI}3.5${PDI}`);
    await i18n.changeLanguage('fa');
    expect(i18n.t('common.deleted', { name: 'dana@example.com' })).toContain(`${FSI}dana@example.com${PDI}`);
  });

  it('wraps a value already isolated once only, and leaves an empty one alone', async () => {
    await i18n.changeLanguage('ar');
    const text = i18n.t('common.deleted', { name: `${FSI}Bella Napoli${PDI}` });
    expect(text).toContain(`${FSI}Bella Napoli${PDI}`);
    expect(text).not.toContain(`${FSI}${FSI}`);
    expect(i18n.t('common.deleted', { name: '' })).not.toContain(FSI);
  });

  it('leaves English and Spanish as they are', async () => {
    expect(i18n.t('common.deleted', { name: 'Bella Napoli' })).not.toContain(FSI);
    await i18n.changeLanguage('es');
    expect(i18n.t('common.deleted', { name: 'Bella Napoli' })).not.toContain(FSI);
  });

  it('gives back the text without its isolates for a value to keep', async () => {
    await i18n.changeLanguage('ar');
    const copy = i18n.t('templates.form.copyName', { name: 'Monthly service' });
    expect(copy).toContain(FSI);
    expect(withoutIsolates(copy)).not.toMatch(/[\u2066-\u2069]/);
    expect(withoutIsolates(copy)).toContain('Monthly service');
  });
});
