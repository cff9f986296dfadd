import { describe, expect, it } from 'vitest';
import { bdi, mailDocument, mailTexts, readerKey } from './mail-text';

const FSI = '\u2068';
const PDI = '\u2069';

describe('mailTexts', () => {
  it('fills the plain text with isolated values for a right-to-left reader, and leaves them bare for a left-to-right one', () => {
    const values = { email: 'dana@diner.example' };
    expect(mailTexts('ar').text('outgoingMail.passwordReset.askedOnLoginPage', values)).toContain(
      `(${FSI}dana@diner.example${PDI})`,
    );
    expect(mailTexts('fa').text('outgoingMail.passwordReset.askedOnLoginPage', values)).toContain(
      `(${FSI}dana@diner.example${PDI})`,
    );
    const en = mailTexts('en').text('outgoingMail.passwordReset.askedOnLoginPage', values);
    expect(en).toBe(
      'Someone asked for a new password for your Fieldbook account (dana@diner.example) on the login page ("Forgot password?").',
    );
    expect(mailTexts('es').value('12 Pier Rd')).toBe('12 Pier Rd');
    expect(mailTexts('ar').value('12 Pier Rd')).toBe(`${FSI}12 Pier Rd${PDI}`);
  });

  it('fills the HTML with each value escaped inside <bdi>, and escapes the sentence around them', () => {
    const html = mailTexts('ar').html('outgoingMail.report.intro', {
      company: 'Tom & <Jerry>',
      location: '12 "Pier" Rd',
    });
    expect(html).toBe(
      'أنهت <bdi>Tom &amp; &lt;Jerry&gt;</bdi> تقرير خدمة لموقع <bdi>12 &quot;Pier&quot; Rd</bdi>.',
    );
    // The English sentence's own quotation marks are escaped too.
    expect(mailTexts('en').html('outgoingMail.passwordReset.expired')).toBe(
      'When it has expired, ask for a new one with &quot;Forgot password?&quot; on the login page.',
    );
    // A value that looks like a placeholder's mark is only text.
    expect(mailTexts('en').html('outgoingMail.passwordReset.hello', { name: '\uE0000\uE001' })).toBe(
      'Hello <bdi>\uE0000\uE001</bdi>,',
    );
  });

  it('keeps `count` a number, so it picks the plural form in both parts', () => {
    const ar = mailTexts('ar');
    expect(ar.text('outgoingMail.portalSignIn.once', { count: 1 })).toContain('خلال دقيقة واحدة.');
    expect(ar.text('outgoingMail.portalSignIn.once', { count: 2 })).toContain('خلال دقيقتين.');
    expect(ar.text('outgoingMail.portalSignIn.once', { count: 5 })).toContain('خلال ٥ دقائق.');
    expect(ar.html('outgoingMail.portalSignIn.once', { count: 15 })).toContain('خلال ١٥ دقيقة.');
    expect(ar.text('outgoingMail.filingReminder.in', { count: 100 })).toBe('بعد ١٠٠ يوم');
    expect(mailTexts('en').text('outgoingMail.portalSignIn.once', { count: 1 })).toContain(
      'within 1 minute.',
    );
  });

  it("writes a sentence's numbers in the reader's digits, in both parts", () => {
    // A contact: the language's own digits; a count grouped, bare, as a number alone reads right.
    const ar = mailTexts('ar');
    expect(ar.text('outgoingMail.filingReminder.in', { count: 7 })).toBe('بعد ٧ أيام');
    expect(ar.html('outgoingMail.filingReminder.in', { count: 7 })).toBe('بعد ٧ أيام');
    expect(ar.text('outgoingMail.filingReminder.problems', { count: 1200 })).toContain(' ١٬٢٠٠ مشكلة ');
    expect(mailTexts('fa').text('outgoingMail.portalSignIn.once', { count: 15 })).toContain('تا ۱۵ دقیقه');
    expect(mailTexts('fa').html('outgoingMail.filingReminder.in', { count: 3 })).toBe('۳ روز دیگر');
    // Another number is isolated as every value is, and not grouped: it may be an id.
    expect(ar.text('outgoingMail.passwordReset.hello', { name: 1234 })).toContain(`${FSI}١٢٣٤${PDI}`);
    expect(ar.html('outgoingMail.passwordReset.hello', { name: 1234 })).toContain('<bdi>١٢٣٤</bdi>');
    // A user who chose Latin digits.
    const latin = mailTexts({ language: 'ar', numerals: 'latin' });
    expect(latin.text('outgoingMail.filingReminder.in', { count: 7 })).toBe('بعد 7 أيام');
    expect(latin.html('outgoingMail.portalSignIn.once', { count: 15 })).toContain('خلال 15 دقيقة.');
    // English and Spanish as they were.
    expect(mailTexts('en').text('outgoingMail.filingReminder.problems', { count: 1200 })).toContain(' 1200 ');
    expect(mailTexts('es').html('outgoingMail.passwordReset.hello', { name: 1234 })).toContain(
      '<bdi>1234</bdi>',
    );
  });

  it("writes the translation's own numbers in a user's chosen digits; a contact reads the language's", () => {
    // A contact: the language's own digits, as the translation writes them.
    expect(mailTexts('ar').text('portal.linkGoneText')).toContain('خلال ١٥ دقيقة');
    expect(mailTexts('fa').html('errors.report.fileTooLarge')).toBe('حجم تصویر بیش از ۱۰ مگابایت است.');
    // A user who chose Latin digits: the translation's numbers too, in both parts.
    const latin = mailTexts({ language: 'ar', numerals: 'latin' });
    expect(latin.text('portal.linkGoneText')).toContain('خلال 15 دقيقة');
    expect(latin.html('portal.linkGoneText')).toContain('خلال 15 دقيقة');
    expect(mailTexts({ language: 'fa', numerals: 'latin' }).text('errors.report.fileTooLarge')).toBe(
      'حجم تصویر بیش از 10 مگابایت است.',
    );
    // A value is written as it came: a name typed with Arabic digits keeps them.
    expect(latin.text('common.deleted', { name: 'مطعم ٣ نجوم' })).toBe(`تم حذف ${FSI}مطعم ٣ نجوم${PDI}.`);
    expect(latin.html('common.deleted', { name: 'مطعم ٣ نجوم' })).toBe('تم حذف <bdi>مطعم ٣ نجوم</bdi>.');
    // The translation's sign beside a value's digit follows the reader's digits in both parts.
    expect(latin.text('reports.logic.percent', { percent: 15 })).toBe(`${FSI}15${PDI}%`);
    expect(latin.html('reports.logic.percent', { percent: 15 })).toBe('<bdi>15</bdi>%');
    expect(mailTexts('ar').html('reports.logic.percent', { percent: 15 })).toBe('<bdi>١٥</bdi>٪');
    // Beside a value that is not a number it stays as written, in both parts.
    expect(latin.html('reports.logic.percent', { percent: 'x' })).toBe('<bdi>x</bdi>٪');
    expect(latin.text('reports.logic.percent', { percent: 'x' })).toBe(`${FSI}x${PDI}٪`);
  });

  it('names the language and direction on the whole document', () => {
    expect(mailDocument('fa', 'A & B', '<p>x</p>')).toMatch(
      /^<!DOCTYPE html>\n<html lang="fa" dir="rtl">\n<head><meta charset="utf-8"><title>A &amp; B<\/title><\/head>\n<body dir="rtl">\n<p>x<\/p>/,
    );
    expect(mailDocument('es', 's', '')).toContain('<html lang="es" dir="ltr">');
    expect(bdi(42)).toBe('<bdi>42</bdi>');
  });

  it("writes dates in the reader's language, digits and calendar; a language alone is a contact's", () => {
    const NY = 'America/New_York';
    const at = new Date('2026-12-01T15:30:00Z');
    expect(mailTexts('en').day('2026-12-01')).toBe('12/01/2026');
    expect(mailTexts('en').dateTime(at, NY)).toBe('12/01/2026 10:30 AM');
    expect(mailTexts('ar').day('2026-12-01')).toBe('٠١\u200f/١٢\u200f/٢٠٢٦');
    expect(mailTexts({ language: 'ar', numerals: 'latin' }).day('2026-12-01')).toBe('01\u200f/12\u200f/2026');
    expect(mailTexts('ar').time('10:30')).toBe('١٠:٣٠');
    expect(mailTexts('fa').day('2026-12-01')).toBe('۲۰۲۶/۱۲/۰۱');
    expect(mailTexts({ language: 'fa', calendar: 'persian' }).day('2026-12-01')).toBe('۱۴۰۵/۰۹/۱۰');
    expect(mailTexts({ language: 'fa', calendar: 'persian' }).period('2027-03', 'long')).toBe('مارس ۲۰۲۷');
    expect(mailTexts('es').dateTime(at, NY)).toMatch(/^01\/12\/2026/);
  });

  it('gives readers who see the same dates one key', () => {
    expect(readerKey({ language: 'ar' })).toBe(readerKey({ language: 'ar', numerals: null, calendar: null }));
    expect(readerKey({ language: 'ar', numerals: 'latin' })).not.toBe(readerKey({ language: 'ar' }));
    expect(readerKey({ language: 'fa', calendar: 'persian' })).not.toBe(readerKey({ language: 'fa' }));
  });
});
