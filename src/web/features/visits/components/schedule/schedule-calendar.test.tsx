import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { setDateStyle } from '@web/lib/reader-style';
import { mockServer, renderWithApp } from '@web/test/render';
import { TESS } from './schedule.fixtures';
import { ScheduleCalendar } from './schedule-calendar';
import classes from './schedule.module.css';

afterEach(async () => {
  vi.unstubAllGlobals();
  setDateStyle(null);
  await i18n.changeLanguage('en');
});

/** The day view of `date`, one lane, with the clock and zone given; `navigable` follows its header's moves. */
function renderDay(
  now: string,
  date: string,
  timezone = 'America/New_York',
  view: 'day' | 'month' = 'day',
  { navigable = false } = {},
) {
  mockServer({});
  function Calendar() {
    const [shown, setShown] = useState(date);
    return (
      <ScheduleCalendar
        view={view}
        date={shown}
        onViewChange={() => {}}
        onDateChange={navigable ? setShown : () => {}}
        technicians={[TESS]}
        visits={[]}
        unassigned={[]}
        onOpen={() => {}}
        onChange={() => {}}
        height="600px"
        now={() => new Date(now)}
        timezone={timezone}
        workDay={{ start: '06:30', end: '15:00' }}
      />
    );
  }
  return renderWithApp(<Calendar />);
}

const nowLine = () => document.querySelector<HTMLElement>('[style*="--indicator-left-offset"]');

/** Where the line stands, in hours from the day's midnight. */
function hoursIn(line: HTMLElement): number {
  const percent = /\* ([\d.]+) \/ 100\)$/.exec(line.style.getPropertyValue('--indicator-left-offset'));
  return (Number(percent![1]) / 100) * 24;
}

describe('ScheduleCalendar: the "now" line on the day view', { timeout: 30_000 }, () => {
  it.each([
    // [the instant, the office's day, its hour in New York]
    ['2026-11-24T14:00:00Z', '2026-11-24', 9], // Tuesday 09:00
    ['2026-11-25T00:30:00Z', '2026-11-24', 19.5], // Tuesday 19:30, already Wednesday in UTC
    ['2026-11-25T03:15:00Z', '2026-11-24', 22.25], // Tuesday 22:15
    ['2026-11-25T04:59:00Z', '2026-11-24', 23 + 59 / 60], // Tuesday 23:59
    ['2026-11-25T05:01:00Z', '2026-11-25', 0], // Wednesday 00:01
  ])('stands at %s on the office’s day and hour', async (instant, day, hour) => {
    renderDay(instant, day);
    await waitFor(() => expect(nowLine()).not.toBeNull());
    expect(hoursIn(nowLine()!)).toBeCloseTo(hour, 0);
  });

  it('is not drawn when the office’s today is not the day shown', async () => {
    renderDay('2026-11-25T00:30:00Z', '2026-11-25'); // still Tuesday in New York
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(nowLine()).toBeNull();
  });

  it('stands from the right edge in Arabic, where the day runs right to left', async () => {
    renderDay('2026-11-24T14:00:00Z', '2026-11-24');
    await waitFor(() => expect(nowLine()).not.toBeNull());
    expect(nowLine()!.style.right).toBe('');
    await i18n.changeLanguage('ar');
    await waitFor(() => expect(nowLine()!.style.right).toBe('var(--indicator-left-offset)'));
    expect(nowLine()!.style.left).toBe('auto');
  });
});

describe('ScheduleCalendar: the company’s working hours', { timeout: 30_000 }, () => {
  it('opens the day view on them and marks the hours inside them', async () => {
    renderDay('2026-11-24T14:00:00Z', '2026-11-24');
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    const slots = [
      ...document.querySelectorAll<HTMLElement>('.mantine-ResourcesDayView-resourcesDayViewRowSlot'),
    ];
    expect(slots).toHaveLength(24);
    const inside = slots.map((slot) => slot.hasAttribute('data-business-hours'));
    // 06:30–15:00 with hour slots: 07:00 to 14:00 start inside (06:00 starts before the start).
    expect(inside.flatMap((b, hour) => (b ? [hour] : []))).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  });
});

describe('ScheduleCalendar: the day view’s heading and hours (decision 0074)', { timeout: 30_000 }, () => {
  const hours = () =>
    [...document.querySelectorAll('.mantine-ResourcesDayView-resourcesDayViewTimeLabel')].map(
      (label) => label.textContent,
    );

  it('are the library’s in English', async () => {
    renderDay('2026-11-24T14:00:00Z', '2026-11-24');
    expect(await screen.findByText('November 24, 2026')).toBeInTheDocument();
    expect(hours()).toContain('06:00');
  });

  it('follow the reader’s digits and the solar calendar a Persian reader chose', async () => {
    await i18n.changeLanguage('fa');
    setDateStyle({ calendar: 'persian' });
    renderDay('2026-11-24T14:00:00Z', '2026-11-24');
    // 3 Azar 1405.
    expect(await screen.findByText('۳ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(hours()).toContain('۰۶:۰۰');
  });

  it('in Arabic, in Arabic-Indic digits', async () => {
    await i18n.changeLanguage('ar');
    renderDay('2026-11-24T14:00:00Z', '2026-11-24');
    expect(await screen.findByText('٢٤ نوفمبر ٢٠٢٦')).toBeInTheDocument();
    expect(hours()).toContain('٠٦:٠٠');
  });
});

describe('ScheduleCalendar: the month view’s days and heading (decision 0074)', { timeout: 30_000 }, () => {
  const renderMonth = () => renderDay('2026-11-24T14:00:00Z', '2026-11-24', 'America/New_York', 'month');
  const label = (name: string) => `.mantine-ResourcesMonthView-resourcesMonthViewDayLabel${name}`;
  /** A day's label as drawn: the library's own number is hidden when the weekday's label carries it. */
  const days = () =>
    [...document.querySelectorAll(label(''))].map((day) =>
      [label('Weekday'), label('Number')]
        .map((part) => day.querySelector(part)!)
        .filter((part) => !part.classList.contains(classes.libraryDayNumber!))
        .map((part) => part.textContent)
        .join('\n'),
    );
  const headerPart = (name: string) => `.mantine-ResourcesMonthView-monthYearSelect${name}`;
  const heading = () => document.querySelector(headerPart('Target'))!.textContent;
  /** The header's lists of months and years, as its popover shows them. */
  async function lists() {
    await userEvent.click(document.querySelector(headerPart('Target'))!);
    const names = (type: string) =>
      [...document.querySelectorAll(`${headerPart('Control')}[data-type="${type}"]`)].map(
        (control) => control.textContent,
      );
    await waitFor(() => expect(names('year')).not.toHaveLength(0));
    const yearNames = [...document.querySelectorAll(`${headerPart('Control')}[data-type="year"]`)].map(
      (control) => control.getAttribute('aria-label'),
    );
    const titles = [...document.querySelectorAll(headerPart('Label'))].map((title) => title.textContent);
    return { months: names('month'), years: names('year'), yearNames, titles };
  }

  it('are the library’s in English', async () => {
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(days()).toHaveLength(30);
    expect(days().slice(0, 2)).toEqual(['Sun\n1', 'Mon\n2']);
    expect(heading()).toBe('November 2026');
    const { months, years, yearNames, titles } = await lists();
    expect(months[10]).toBe('November');
    expect(years).toContain('2026');
    expect(yearNames).toContain('Select year 2026');
    expect(titles).toEqual(['Month', 'Year']);
  });

  it('in Arabic, in Arabic-Indic digits over the Gregorian month', async () => {
    await i18n.changeLanguage('ar');
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(days()).toHaveLength(30);
    expect(days()[0]).toBe('الأحد\n١');
    expect(days()[23]).toBe('الثلاثاء\n٢٤');
    expect(heading()).toBe('نوفمبر ٢٠٢٦');
    const { months, years, yearNames, titles } = await lists();
    expect(months[10]).toBe('نوفمبر');
    expect(years).toContain('٢٠٢٦');
    expect(yearNames).toContain('اختر السنة ٢٠٢٦');
    expect(titles).toEqual(['شهر', 'سنة']);
  });

  it('marks the weekend where the reader’s language keeps it', async () => {
    const weekend = () =>
      [...document.querySelectorAll(label(''))].flatMap((day, i) =>
        day.hasAttribute('data-weekend') ? [i + 1] : [],
      );
    // November 2026 begins on a Sunday.
    const english = renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(weekend().slice(0, 2)).toEqual([1, 7]);
    english.unmount();
    await i18n.changeLanguage('ar');
    const arabic = renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(weekend().slice(0, 2)).toEqual([6, 7]);
    arabic.unmount();
    await i18n.changeLanguage('fa');
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(weekend().slice(0, 2)).toEqual([6, 13]);
  });

  it('in Arabic with the Latin digits the reader chose', async () => {
    await i18n.changeLanguage('ar');
    setDateStyle({ numerals: 'latin' });
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(days()[23]).toBe('الثلاثاء\n24');
    expect(heading()).toBe('نوفمبر 2026');
  });

  /** Each cell's name for a screen reader, the first lane's, as the library draws them in order. */
  const cellNames = () =>
    [...document.querySelectorAll('.mantine-ResourcesMonthView-resourcesMonthViewCell')].map((cell) =>
      cell.getAttribute('aria-label'),
    );

  it('names each cell for a screen reader with the lane and the day, the library’s way in English', async () => {
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(cellNames()).toHaveLength(30);
    expect(cellNames()[23]).toBe(`${TESS.name} November 24, 2026`);
  });

  it('names each cell in Arabic with Arabic-Indic digits, and again after moving to another month', async () => {
    await i18n.changeLanguage('ar');
    const view = renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    await waitFor(() => expect(cellNames()[23]).toBe(`${TESS.name} ٢٤ نوفمبر ٢٠٢٦`));
    expect(cellNames().every((name) => !/\d/.test(name!))).toBe(true);
    view.unmount();
    // A month moved to: the library names its cells anew, and they are named again.
    renderDay('2026-11-24T14:00:00Z', '2026-11-24', 'America/New_York', 'month', { navigable: true });
    await userEvent.click(await screen.findByRole('button', { name: i18n.t('schedule.next') }));
    await waitFor(() => expect(cellNames()[4]).toBe(`${TESS.name} ٥ ديسمبر ٢٠٢٦`));
    expect(cellNames()).toHaveLength(31);
  });

  it('names each cell by its solar day for a Persian reader of that calendar', async () => {
    await i18n.changeLanguage('fa');
    setDateStyle({ calendar: 'persian' });
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    // November 24, 2026 is 3 Azar 1405.
    await waitFor(() => expect(cellNames()[23]).toBe(`${TESS.name} ۳ آذر ۱۴۰۵`));
  });

  it('for a Persian reader of the solar calendar, each day’s solar day under the solar months it spans', async () => {
    await i18n.changeLanguage('fa');
    setDateStyle({ calendar: 'persian' });
    renderMonth();
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(days()).toHaveLength(30);
    // November 1 is 10 Aban 1405, November 22 is 1 Azar: the solar month's first day names it.
    expect(days()[0]).toBe('یکشنبه\n۱۰');
    expect(days()[20]).toBe('شنبه\n۳۰');
    expect(days()[21]).toBe('یکشنبه\n۱ آذر');
    expect(days()[23]).toBe('سه‌شنبه\n۳');
    expect(heading()).toBe('آبان تا آذر ۱۴۰۵');
    const { months, years, yearNames } = await lists();
    // The Gregorian month each button chooses, named for the solar month it mostly covers.
    expect(months[10]).toBe('آبان');
    expect(years).toContain('۱۴۰۵');
    expect(years).not.toContain('2026');
    expect(yearNames).toContain('انتخاب سال ۱۴۰۵');
  });
});
