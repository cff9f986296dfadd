import type { TFunction } from 'i18next';
import { type DateStyle, formatDateTimeIn, formatDayIn, formatPeriodIn } from '@shared/date-style';
import { directionOf, type Language } from '@shared/languages';
import { numberLocaleOf } from '@shared/number-locales';
import { isolatedParams, textsIn } from '../texts/texts';

/**
 * What a PDF needs to speak its reader's language (issue 35): the `pdfs.*` texts, the page's
 * direction, and dates and numbers as the web app shows them in that language. Dates come from
 * shared/date-style.ts: English keeps the spec's MM/DD/YYYY h:mm A (docs/product.md section 9);
 * the others write dates by Intl in the language's locale, with its digits (Arabic-Indic in
 * Arabic, Persian in Persian).
 */
export interface PdfLanguage {
  language: Language;
  rtl: boolean;
  /** A text of the `pdfs` section (or any other key), its values isolated for right-to-left pages. */
  t: (key: string, params?: Record<string, string | number>) => string;
  /** An instant in the zone, with date and time. */
  dateTime: (value: string | Date | null | undefined) => string;
  /** A calendar day 'YYYY-MM-DD'; other text as it is. */
  day: (value: string) => string;
  /** A number with the language's digits, no grouping (an amount, a count on a record). */
  number: (value: number) => string;
  /** A month 'YYYY-MM' as a chart's axis names it ("Jul 26"). */
  month: (month: string) => string;
  /** A stored unit ("fl oz") as the web names it in the language (`units.*`). */
  unit: (unit: string) => string;
  /** A text of another section picked by a stored value, the value itself when it has none. */
  named: (key: string, fallback: string) => string;
}

export function pdfLanguage(language: Language, timezone: string): PdfLanguage {
  const texts: TFunction = textsIn(language);
  const locale = numberLocaleOf(language);
  /**
   * The language's own digits and the Gregorian calendar, never a downloader's choice: a PDF is the
   * customer's record, the same whoever makes it, and the visits, labels and laws its dates meet
   * are the US's (decision 0071).
   */
  const style: DateStyle = { language };
  const plain = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 });
  const english = language === 'en';
  return {
    language,
    rtl: directionOf(language) === 'rtl',
    t: (key, params = {}) => texts(key, isolatedParams(language, params)),
    dateTime: (value) => formatDateTimeIn(value, timezone, style),
    day: (value) => formatDayIn(value, style),
    number: (value) => (english ? String(value) : plain.format(value)),
    month: (month) => formatPeriodIn(month, style, 'short'),
    unit: (unit) => texts(`units.${unit.replace(/ /g, '_')}`, { defaultValue: unit }),
    named: (key, fallback) => texts(key, { defaultValue: fallback }),
  };
}
