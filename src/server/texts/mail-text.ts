import escapeHtml from 'escape-html';
import type { TFunction } from 'i18next';
import {
  type DateStyle,
  formatDateTimeIn,
  formatDayIn,
  formatPeriodIn,
  formatTimeIn,
} from '@shared/date-style';
import { CALENDARS, directionOf, isolate, type Language, NUMERALS } from '@shared/languages';
import { latinDigitsOutsideIsolates, numberInSentence, numberLocaleOf } from '@shared/number-locales';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/company';
import { isolatedParams, languageFor, textsIn } from './texts';

type Values = Record<string, string | number>;

/**
 * The language a mail to this reader is written in: their own (a user's, a contact's), else the
 * company's default, else English (decision 0070).
 */
export async function readerLanguage(db: Db, own: string | null | undefined): Promise<Language> {
  const [company] = await db.select({ language: companySettings.defaultLanguage }).from(companySettings);
  return languageFor(own, company?.language);
}

/**
 * Whom a mail is written for: the language, and the digits and calendar its dates are written in
 * (decision 0074). A contact chooses none: the language's own digits, Gregorian.
 */
export interface MailReader extends DateStyle {
  language: Language;
}

/** Whether a language's own digits are Latin ones already (English, Spanish). */
const latinDigits = (language: Language) =>
  new Intl.NumberFormat(numberLocaleOf(language)).resolvedOptions().numberingSystem === 'latn';

/**
 * A user's reader: their language (their own, else the company's) with the digits and calendar on
 * their account. A choice that changes nothing in that language (Latin digits in English, the solar
 * calendar outside Persian) is left out, so readers who see the same dates compare equal
 * (`readerKey`) and share one mail.
 */
export async function userReader(
  db: Db,
  user: { language: string | null; numerals: string | null; calendar: string | null },
): Promise<MailReader> {
  const language = await readerLanguage(db, user.language);
  const numerals = NUMERALS.find((n) => n === user.numerals);
  const calendar = CALENDARS.find((c) => c === user.calendar);
  return {
    language,
    numerals: numerals === 'latin' && !latinDigits(language) ? 'latin' : null,
    calendar: calendar === 'persian' && language === 'fa' ? 'persian' : null,
  };
}

/** Readers with one key read one mail alike. */
export const readerKey = (r: MailReader) => `${r.language} ${r.numerals ?? ''} ${r.calendar ?? ''}`;

/**
 * A value's place in a filled text: its index in private-use characters no text holds (escaping
 * leaves them be), isolated, with the value's first and last character when it is a digit, so the
 * translation's own "{{percent}}٪" sees a digit beside its sign as the plain-text part does.
 */
const edgeDigit = (c: string | undefined) => (c !== undefined && /\p{Nd}/u.test(c) ? c : '');
const mark = (i: number, value: string | number) => {
  const v = String(value);
  return `\u2068${edgeDigit(v[0])}\uE000${i}\uE001${edgeDigit(v.at(-1))}\u2069`;
};
const MARKED = /\u2068\p{Nd}?\uE000(\d+)\uE001\p{Nd}?\u2069/gu;

/**
 * One mail's texts in its reader's language. `text` fills a sentence for the plain-text part and
 * the subject, its values in directional isolates for a right-to-left reader; `html` fills it for
 * the HTML part: the sentence escaped, each value escaped inside `<bdi>` so an address, an e-mail,
 * a code or a number keeps its own order inside an Arabic or Persian sentence. A number in either,
 * `count` too, is in the reader's digits, as on the web (issue 35 item 3), and so are the
 * numbers the translation writes itself. `day`, `dateTime`,
 * `period` and `time` write a date as the reader reads it (shared/date-style.ts): a language alone
 * is a contact's, its own digits and Gregorian.
 */
export function mailTexts(reader: Language | MailReader) {
  const style: MailReader = typeof reader === 'string' ? { language: reader } : reader;
  const { language } = style;
  const t: TFunction = textsIn(language);
  const rtl = directionOf(language) === 'rtl';
  const locale = numberLocaleOf(language, style.numerals);
  // English and Spanish keep their numbers as written, as the web's sentences do.
  const digits = (values: Values): Values =>
    rtl
      ? Object.fromEntries(
          Object.entries(values).map(([name, v]) => [
            name,
            typeof v === 'number' ? numberInSentence(v, name, locale) : v,
          ]),
        )
      : values;
  // `count` chooses the plural form, so t() gets it as given; the sentence shows `replace`'s, in
  // the reader's digits and bare: a number alone keeps its order in any sentence.
  const plural = (count: string | number | undefined) => (count === undefined ? {} : { count });
  // The text's own numbers ("١٥ دقيقة") in Latin digits for a user who chose them, its values
  // (isolated, or not yet in) as they are: a contact chooses nothing.
  const own = (filled: string) =>
    rtl && style.numerals === 'latin' ? latinDigitsOutsideIsolates(filled) : filled;
  const text = (key: string, values: Values = {}): string => {
    const { count, ...others } = digits(values);
    return own(
      t(key, { ...plural(values.count), replace: { ...isolatedParams(language, others), ...plural(count) } }),
    );
  };
  const html = (key: string, values: Values = {}): string => {
    const { count, ...others } = digits(values);
    const names = Object.keys(others);
    const marks = Object.fromEntries(names.map((name, i) => [name, mark(i, others[name]!)]));
    const filled = own(t(key, { ...plural(values.count), replace: { ...marks, ...plural(count) } }));
    return escapeHtml(filled).replace(MARKED, (_, i: string) => bdi(others[names[Number(i)]!]!));
  };
  /** A value alone (after a label) in the plain-text part. */
  const value = (v: string | number): string => (directionOf(language) === 'rtl' ? isolate(v) : String(v));
  /** A calendar day 'YYYY-MM-DD': MM/DD/YYYY in English, the locale's order and digits else. */
  const day = (v: string): string => formatDayIn(v, style);
  /** An instant in the zone `tz`, with its time. */
  const dateTime = (v: string | Date, tz: string): string => formatDateTimeIn(v, tz, style);
  /** A Gregorian month 'YYYY-MM' ("March 2027") or year 'YYYY', named as a period. */
  const period = (v: string, form: 'long' | 'year'): string => formatPeriodIn(v, style, form);
  /** A time of day 'HH:MM'. */
  const time = (v: string): string => formatTimeIn(v, style);
  return { language, text, html, value, day, dateTime, period, time };
}

/** A value in the HTML part: escaped, and isolated from the sentence around it. */
export const bdi = (value: string | number): string => `<bdi>${escapeHtml(String(value))}</bdi>`;

/**
 * The HTML part's whole document: the reader's language and direction on `<html>`, so a mail
 * program lays an Arabic or Persian mail out right to left; `body` is HTML already escaped.
 */
export function mailDocument(language: Language, subject: string, body: string): string {
  const dir = directionOf(language);
  return `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}">
${body}
</body>
</html>`;
}
