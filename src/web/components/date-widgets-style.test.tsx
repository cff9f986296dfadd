import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calendar, Numerals } from '@shared/languages';
import i18n from '@web/lib/i18n';
import { setDateStyle } from '@web/lib/reader-style';
import { renderWithApp } from '@web/test/render';
import { DateFilterInput } from './date-filter-input';
import { DayInput } from './day-input';

afterEach(async () => {
  setDateStyle(null);
  await i18n.changeLanguage('en');
});

function Widgets(props: { onDay: (v: string) => void; onFilter: (v: string) => void }) {
  const [day, setDay] = useState('2026-03-08');
  const [filter, setFilter] = useState('2026-03-08');
  return (
    <>
      <DayInput
        label="Visit date"
        value={day}
        onChange={(v) => {
          setDay(v);
          props.onDay(v);
        }}
      />
      <DateFilterInput
        label="Start date"
        value={filter}
        onChange={(v) => {
          setFilter(v);
          props.onFilter(v);
        }}
      />
    </>
  );
}

/** Sunday 8 March 2026 in both widgets, the page in `language` and the account's style given. */
async function render(language: string, style: { numerals?: Numerals; calendar?: Calendar } = {}) {
  await i18n.changeLanguage(language);
  // As lib/query-client.ts applies the signed-in account's choice.
  setDateStyle(style);
  const onDay = vi.fn();
  const onFilter = vi.fn();
  renderWithApp(<Widgets onDay={onDay} onFilter={onFilter} />);
  return {
    onDay,
    onFilter,
    box: screen.getByRole('textbox', { name: 'Visit date' }),
    filter: screen.getByRole('button', { name: 'Start date' }),
  };
}

/**
 * The open calendar: its heading, its day buttons by name and their texts, and the way up to the
 * year and decade levels. The test DOM cannot lay out the dropdown, so its contents count as hidden.
 */
async function open(opener: HTMLElement) {
  await userEvent.click(opener);
  await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
  const calendar = () => document.querySelector<HTMLElement>('[data-dates-dropdown]')!;
  const heading = () => calendar().querySelector<HTMLElement>('[class*=calendarHeaderLevel]')!;
  return {
    heading: () => heading().textContent,
    day: (name: string) => within(calendar()).getByRole('button', { name, hidden: true }),
    days: () => [...calendar().querySelectorAll('[data-dates-day], td button')].map((b) => b.textContent),
    button: (name: string) => within(calendar()).getByRole('button', { name, hidden: true }),
    up: () => userEvent.click(heading()),
  };
}

const ARABIC_INDIC = /^[\u0660-\u0669]+$/;
const PERSIAN = /^[\u06f0-\u06f9]+$/;

describe('the date widgets in the reader’s digits and calendar (decision 0074)', () => {
  it('keep MM/DD/YYYY and Latin digits in English', async () => {
    const { box, filter, onFilter } = await render('en');
    expect(box).toHaveValue('03/08/2026');
    expect(filter).toHaveTextContent('03/08/2026');
    const calendar = await open(filter);
    expect(calendar.heading()).toBe('March 2026');
    expect(calendar.day('15 March 2026')).toHaveTextContent(/^15$/);
    await userEvent.click(calendar.day('15 March 2026'));
    expect(onFilter).toHaveBeenLastCalledWith('2026-03-15');
    expect(filter).toHaveTextContent('03/15/2026');
  });

  it('write Arabic’s day first in Arabic-Indic digits, and take a day typed or picked', async () => {
    const { box, filter, onDay, onFilter } = await render('ar');
    expect(box).toHaveValue('٠٨\u200f/٠٣\u200f/٢٠٢٦');
    expect(filter).toHaveTextContent('٠٨\u200f/٠٣\u200f/٢٠٢٦');

    const calendar = await open(filter);
    expect(calendar.heading()).toBe('مارس ٢٠٢٦');
    const fifteenth = calendar.day('١٥ مارس ٢٠٢٦');
    expect(fifteenth).toHaveTextContent('١٥');
    expect(calendar.days().length).toBeGreaterThanOrEqual(31);
    for (const day of calendar.days()) expect(day).toMatch(ARABIC_INDIC);
    await userEvent.click(fifteenth);
    expect(onFilter).toHaveBeenLastCalledWith('2026-03-15');
    expect(filter).toHaveTextContent('١٥\u200f/٠٣\u200f/٢٠٢٦');

    // Typed as the box shows it, day first, with or without the box's marks.
    fireEvent.change(box, { target: { value: '٠٤/٠٢/٢٠٢٦' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-02-04');
    fireEvent.change(box, { target: { value: '٢٥\u200f/١٢\u200f/٢٠٢٦' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-12-25');
    fireEvent.blur(box);
    expect(box).toHaveValue('٢٥\u200f/١٢\u200f/٢٠٢٦');
  });

  it('name the years and decades in the reader’s digits', async () => {
    const { filter } = await render('ar');
    const calendar = await open(filter);
    await calendar.up();
    expect(calendar.heading()).toBe('٢٠٢٦');
    await calendar.up();
    expect(calendar.heading()).toBe('٢٠٢٠–٢٠٢٩');
    expect(calendar.button('٢٠٢٧')).toBeInTheDocument();
  });

  it('write Persian’s year first in Persian digits, and take a day picked in DayInput', async () => {
    const { box, filter, onDay } = await render('fa');
    expect(box).toHaveValue('۲۰۲۶/۰۳/۰۸');
    expect(filter).toHaveTextContent('۲۰۲۶/۰۳/۰۸');

    const calendar = await open(box);
    expect(calendar.heading()).toBe('مارس ۲۰۲۶');
    expect(calendar.days().length).toBeGreaterThanOrEqual(31);
    for (const day of calendar.days()) expect(day).toMatch(PERSIAN);
    await userEvent.click(calendar.day('۱۵ مارس ۲۰۲۶'));
    expect(onDay).toHaveBeenLastCalledWith('2026-03-15');
    expect(box).toHaveValue('۲۰۲۶/۰۳/۱۵');

    fireEvent.change(box, { target: { value: '٢٠٢٦/٠٤/٠٢' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-04-02');
  });

  it('read the solar calendar on the Gregorian grid when a Persian reader chose it', async () => {
    const { box, filter, onDay, onFilter } = await render('fa', { calendar: 'persian' });
    // 8 March 2026 is 17 Esfand 1404.
    expect(box).toHaveValue('۱۴۰۴/۱۲/۱۷');
    expect(filter).toHaveTextContent('۱۴۰۴/۱۲/۱۷');

    const calendar = await open(filter);
    // March 2026: 10 Esfand 1404 to 10 Farvardin 1405.
    expect(calendar.heading()).toBe('اسفند ۱۴۰۴ تا فروردین ۱۴۰۵');
    expect(calendar.day('۱۰ اسفند ۱۴۰۴')).toHaveTextContent(/^۱۰$/);
    expect(calendar.day('۱ فروردین ۱۴۰۵')).toHaveTextContent(/^۱$/);
    await userEvent.click(calendar.day('۱ فروردین ۱۴۰۵'));
    expect(onFilter).toHaveBeenLastCalledWith('2026-03-21');
    expect(filter).toHaveTextContent('۱۴۰۵/۰۱/۰۱');

    // The year's months as the solar ones they mostly hold, the years as solar years.
    const again = await open(filter);
    await again.up();
    expect(again.heading()).toBe('۱۴۰۴ تا ۱۴۰۵');
    expect(again.button('اسفند')).toBeInTheDocument();
    await again.up();
    expect(again.button('۱۴۰۵')).toBeInTheDocument();

    // A solar day typed, in any digits, is its Gregorian day.
    fireEvent.change(box, { target: { value: '۱۴۰۵/۰۱/۰۲' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-03-22');
    fireEvent.change(box, { target: { value: '1405/9/2' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-11-23');
  });

  it('keep the Latin digits a reader chose, and write the day again when the choice changes', async () => {
    const { box, filter } = await render('ar');
    expect(box).toHaveValue('٠٨\u200f/٠٣\u200f/٢٠٢٦');
    act(() => setDateStyle({ numerals: 'latin' }));
    expect(screen.getByRole('textbox', { name: 'Visit date' })).toHaveValue('08\u200f/03\u200f/2026');
    expect(filter).toHaveTextContent('08\u200f/03\u200f/2026');
    const calendar = await open(screen.getByRole('textbox', { name: 'Visit date' }));
    expect(calendar.heading()).toBe('مارس 2026');
    expect(calendar.day('15 مارس 2026')).toHaveTextContent(/^15$/);
  });
});
