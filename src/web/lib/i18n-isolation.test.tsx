import { afterEach, describe, expect, it } from 'vitest';
import { withoutIsolates } from '@shared/languages';
import i18n from './i18n';
import { setDateStyle } from './reader-style';

afterEach(async () => {
  setDateStyle(null);
  await i18n.changeLanguage('en');
});

const FSI = '\u2068';
const PDI = '\u2069';

describe('values in translated sentences (decision 0075)', () => {
  it('isolates every string and number value in Arabic and Persian', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadLanguages('ar');
    const text = i18n.t('common.deleted', { name: '12 Test Street, Yonkers, NY 10701' });
    expect(text).toContain(`${FSI}12 Test Street, Yonkers, NY 10701${PDI}`);
    expect(i18n.t('dayRoute.km', { km: 3.5 })).toContain(`${FSI}٣٫٥${PDI}`);
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

describe("numbers in translated sentences, in the reader's digits (issue 35 item 3)", () => {
  it('writes an Arabic count in Arabic-Indic digits, isolated, its plural chosen from the number', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadLanguages('ar');
    expect(i18n.t('reports.list.bulkDeleted', { count: 1 })).toBe('حُذف التقرير المحدد.');
    expect(i18n.t('reports.list.bulkDeleted', { count: 2 })).toBe('حُذف التقريران.');
    expect(i18n.t('reports.list.bulkDeleted', { count: 3 })).toBe(`حُذفت ${FSI}٣${PDI} تقارير.`);
    expect(i18n.t('reports.list.bulkDeleted', { count: 11 })).toBe(`حُذف ${FSI}١١${PDI} تقريرًا.`);
    expect(i18n.t('reports.list.bulkDeleted', { count: 100 })).toBe(`حُذف ${FSI}١٠٠${PDI} تقرير.`);
    // A count is grouped; an id is not: "report ١٬٢٣٤" would misread it.
    expect(i18n.t('reports.list.bulkDeleted', { count: 1200 })).toContain(`${FSI}١٬٢٠٠${PDI}`);
    expect(i18n.t('reports.view.number', { id: 1234 })).toBe(`التقرير رقم ${FSI}١٢٣٤${PDI}`);
  });

  it('writes Persian in Persian digits', async () => {
    await i18n.changeLanguage('fa');
    await i18n.loadLanguages('fa');
    expect(i18n.t('reports.list.bulkDeleted', { count: 1 })).toBe('گزارش انتخاب‌شده حذف شد.');
    expect(i18n.t('reports.list.bulkDeleted', { count: 12 })).toBe(`${FSI}۱۲${PDI} گزارش حذف شد.`);
    expect(i18n.t('reports.view.number', { id: 1234 })).toContain(`${FSI}۱۲۳۴${PDI}`);
  });

  it('writes Latin digits for a reader who chose them', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadLanguages('ar');
    setDateStyle({ numerals: 'latin' });
    expect(i18n.t('reports.list.bulkDeleted', { count: 11 })).toBe(`حُذف ${FSI}11${PDI} تقريرًا.`);
    expect(i18n.t('reports.view.number', { id: 1234 })).toBe(`التقرير رقم ${FSI}1234${PDI}`);
  });

  it('leaves English and Spanish numbers as they were', async () => {
    expect(i18n.t('reports.list.bulkDeleted', { count: 1200 })).toBe('1200 reports were deleted.');
    expect(i18n.t('reports.view.number', { id: 1234 })).toBe('Report #1234');
    await i18n.changeLanguage('es');
    await i18n.loadLanguages('es');
    expect(i18n.t('reports.list.bulkDeleted', { count: 1200 })).toContain('1200');
  });
});

describe("a text's own numbers in the reader's digits (decision 0074)", () => {
  it('writes an Arabic text in Arabic-Indic digits, and in Latin ones for a reader who chose them', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadLanguages('ar');
    expect(i18n.t('errors.auth.tooManyLogins')).toContain('انتظر ١٥ دقيقة');
    expect(i18n.t('imports.fileHelp')).toContain('١٠ ميغابايت و٢٠٬٠٠٠ صف');
    setDateStyle({ numerals: 'latin' });
    expect(i18n.t('errors.auth.tooManyLogins')).toContain('انتظر 15 دقيقة');
    expect(i18n.t('imports.fileHelp')).toContain('10 ميغابايت و20,000 صف');
    // A code stays as it is written in every digits.
    expect(i18n.t('imports.fileHelp')).toContain('CSV (UTF-8)');
  });

  it('writes a Persian text in Persian digits, and in Latin ones for a reader who chose them', async () => {
    await i18n.changeLanguage('fa');
    await i18n.loadLanguages('fa');
    expect(i18n.t('users.dailyCapacityHint')).toContain('(۷٫۵ یعنی ۷ ساعت و ۳۰ دقیقه)');
    setDateStyle({ numerals: 'latin' });
    expect(i18n.t('users.dailyCapacityHint')).toContain('(7.5 یعنی 7 ساعت و 30 دقیقه)');
  });

  it("leaves a value put into the text as it is, and writes the text's own number beside it", async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadLanguages('ar');
    setDateStyle({ numerals: 'latin' });
    expect(i18n.t('common.deleted', { name: 'مطعم ٣ نجوم' })).toBe(`تم حذف ${FSI}مطعم ٣ نجوم${PDI}.`);
    expect(i18n.t('dashboard.expiring', { count: 12 })).toBe(
      `${FSI}12${PDI} شهادة أو ترخيصًا منتهيًا أو ينتهي خلال 60 يومًا`,
    );
    expect(i18n.t('deviceInspection.table.percent', { percent: 45 })).toBe(`${FSI}45${PDI}%`);
    setDateStyle(null);
    expect(i18n.t('dashboard.expiring', { count: 12 })).toBe(
      `${FSI}١٢${PDI} شهادة أو ترخيصًا منتهيًا أو ينتهي خلال ٦٠ يومًا`,
    );
    expect(i18n.t('deviceInspection.table.percent', { percent: 45 })).toBe(`${FSI}٤٥${PDI}٪`);
  });

  it('leaves English and Spanish texts as they are', async () => {
    setDateStyle({ numerals: 'latin' });
    expect(i18n.t('common.deleted', { name: 'Unit ٣' })).toBe('Unit ٣ was deleted.');
  });
});
