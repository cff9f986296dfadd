import type { TFunction } from 'i18next';
import { formatDateTime, formatDay } from '@shared/dates';
import { directionOf, type Language } from '@shared/languages';
import { numberLocaleOf } from '@shared/number-locales';
import { isolatedParams, textsIn } from '../texts/texts';

/**
 * What a PDF needs to speak its reader's language (issue 35): the `pdfs.*` texts, the page's
 * direction, and dates and numbers as the web app shows them in that language. English keeps the
 * spec's MM/DD/YYYY h:mm A (docs/product.md section 9); the others write dates by Intl in the
 * language's locale, with its digits (Arabic-Indic in Arabic, Persian in Persian).
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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function pdfLanguage(language: Language, timezone: string): PdfLanguage {
  const texts: TFunction = textsIn(language);
  const locale = numberLocaleOf(language);
  // The Gregorian calendar in every language: the visits, labels and laws the dates meet are the US's.
  const dated = `${locale}-u-ca-gregory`;
  const plain = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 });
  const instants = new Intl.DateTimeFormat(dated, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
  });
  const days = new Intl.DateTimeFormat(dated, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const months = new Intl.DateTimeFormat(dated, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const english = language === 'en';
  return {
    language,
    rtl: directionOf(language) === 'rtl',
    t: (key, params = {}) => texts(key, isolatedParams(language, params)),
    dateTime: (value) => {
      if (english) return formatDateTime(value, timezone);
      if (!value) return '';
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? '' : instants.format(d);
    },
    day: (value) =>
      english || !ISO_DAY.test(value) ? formatDay(value) : days.format(new Date(`${value}T00:00:00Z`)),
    number: (value) => (english ? String(value) : plain.format(value)),
    month: (month) => months.format(new Date(`${month}-01T00:00:00Z`)),
    unit: (unit) => texts(`units.${unit.replace(/ /g, '_')}`, { defaultValue: unit }),
    named: (key, fallback) => texts(key, { defaultValue: fallback }),
  };
}
