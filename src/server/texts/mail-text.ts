import escapeHtml from 'escape-html';
import type { TFunction } from 'i18next';
import { directionOf, isolate, type Language } from '@shared/languages';
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

// A value's place in a filled text, in private-use characters no text holds; escaping leaves them be.
const mark = (i: number) => `\uE000${i}\uE001`;

/**
 * One mail's texts in its reader's language. `text` fills a sentence for the plain-text part and
 * the subject, its values in directional isolates for a right-to-left reader; `html` fills it for
 * the HTML part: the sentence escaped, each value escaped inside `<bdi>` so an address, an e-mail,
 * a code or a number keeps its own order inside an Arabic or Persian sentence.
 */
export function mailTexts(language: Language) {
  const t: TFunction = textsIn(language);
  // `count` picks a plural form, so it stays a number: a number alone keeps its order in any sentence.
  const text = (key: string, { count, ...values }: Values = {}): string =>
    t(key, { ...isolatedParams(language, values), ...(count === undefined ? {} : { count }) });
  const html = (key: string, { count, ...values }: Values = {}): string => {
    const names = Object.keys(values);
    const marks = Object.fromEntries(names.map((name, i) => [name, mark(i)]));
    const filled = t(key, { ...marks, ...(count === undefined ? {} : { count }) });
    return escapeHtml(filled).replace(/\uE000(\d+)\uE001/g, (_, i: string) =>
      bdi(values[names[Number(i)]!]!),
    );
  };
  /** A value alone (after a label) in the plain-text part. */
  const value = (v: string | number): string => (directionOf(language) === 'rtl' ? isolate(v) : String(v));
  return { language, text, html, value };
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
