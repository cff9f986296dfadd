import { type RefObject, useEffect } from 'react';
import { type DateStyle, formatDayWordsIn, isSpecFormat } from '@shared/date-style';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month view's name for a cell: the lane's name and the day as dayjs writes it in English. */
const LIBRARY_NAME = /^(.*) ([A-Z][a-z]+) (\d{1,2}), (\d{4})$/;

/** The library's own class of a month view's cell (Mantine's static class names). */
const MONTH_CELL = '.mantine-ResourcesMonthView-resourcesMonthViewCell';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The library's cell name ("Tess Field November 24, 2026") with the day as the reader reads a date
 * ("Tess Field ٢٤ نوفمبر ٢٠٢٦", or its solar day for a Persian reader of that calendar); null for
 * a name that is not the library's, such as one already the reader's.
 */
export function readerCellName(name: string, style: DateStyle): string | null {
  const parts = LIBRARY_NAME.exec(name);
  const month = parts ? MONTHS.indexOf(parts[2]!) : -1;
  if (!parts || month < 0) return null;
  const day = `${parts[4]}-${twoDigits(month + 1)}-${twoDigits(Number(parts[3]))}`;
  return `${parts[1]} ${formatDayWordsIn(day, style, 'date')}`;
}

/**
 * Names the month view's cells for screen readers as the reader reads dates (decision 0074). The
 * library writes each name itself, in English and Gregorian, and takes no format for it; so each
 * name it sets under `root` (a month drawn, another month shown) is written again the reader's way.
 * React leaves an attribute alone until its own value changes, so a name written stays written.
 */
export function useReaderCellNames(root: RefObject<HTMLElement | null>, style: DateStyle) {
  const { language, numerals, calendar } = style;
  useEffect(() => {
    const box = root.current;
    const reader = { language, numerals, calendar };
    if (!box || isSpecFormat(reader)) return;
    const rename = () => {
      for (const cell of box.querySelectorAll(`${MONTH_CELL}[aria-label]`)) {
        const name = readerCellName(cell.getAttribute('aria-label') ?? '', reader);
        if (name) cell.setAttribute('aria-label', name);
      }
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(box, { subtree: true, childList: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [root, language, numerals, calendar]);
}
