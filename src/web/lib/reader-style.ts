import type { DateStyle } from '@shared/date-style';
import type { Calendar, Numerals } from '@shared/languages';
import i18n from './i18n';
import { keepReaderChoice, readerChoice } from './reader-choice';

/*
 * The reader's dates and numbers (decision 0074): their choice (reader-choice.ts) with the page's
 * language. Apart from the formatters (lib/date-style.ts), which come with the pages that show
 * dates: the first download holds only this.
 */

/** The user's choice, when who is signed in is known or changes (lib/query-client.ts). */
export function setDateStyle(
  user: { numerals?: Numerals | null; calendar?: Calendar | null } | null | undefined,
) {
  const numerals = user?.numerals ?? null;
  const calendar = user?.calendar ?? null;
  const chosen = readerChoice();
  if (numerals === chosen.numerals && calendar === chosen.calendar) return;
  keepReaderChoice({ numerals, calendar });
  // Every component that shows a date or a number reads the language (useTranslation): told as a
  // change of language is, each draws again in the new style, forms keeping what they hold.
  if (i18n.isInitialized) i18n.emit('languageChanged', i18n.language);
}

/** The page's reader: its language and the signed-in user's choice. */
export const dateStyle = (): DateStyle => ({ language: i18n.language, ...readerChoice() });
