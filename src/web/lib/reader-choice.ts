import type { Calendar, Numerals } from '@shared/languages';

/**
 * The digits and calendar the signed-in user chose (decision 0074): their account's, on every
 * device; null until they choose, and for nobody signed in (the language's own digits, Gregorian).
 * Kept apart from reader-style.ts, which tells i18n of a change: i18n's own formatter reads the
 * digits, and the two would import each other.
 */
export interface ReaderChoice {
  numerals: Numerals | null;
  calendar: Calendar | null;
}

let chosen: ReaderChoice = { numerals: null, calendar: null };

export const readerChoice = (): ReaderChoice => chosen;

/** Only reader-style.ts's `setDateStyle` sets it: it also redraws what shows dates and numbers. */
export function keepReaderChoice(choice: ReaderChoice) {
  chosen = choice;
}

/** The digits the signed-in user chose; null: the language's own. */
export const chosenNumerals = () => chosen.numerals;
