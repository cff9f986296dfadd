import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { setDateStyle } from '@web/lib/reader-style';
import { mockServer, renderWithApp } from '@web/test/render';
import { TESS } from './schedule.fixtures';
import { ScheduleCalendar } from './schedule-calendar';

afterEach(async () => {
  vi.unstubAllGlobals();
  setDateStyle(null);
  await i18n.changeLanguage('en');
});

/** The day view of `date`, one lane, with the clock and zone given. */
function renderDay(now: string, date: string, timezone = 'America/New_York') {
  mockServer({});
  return renderWithApp(
    <ScheduleCalendar
      view="day"
      date={date}
      onViewChange={() => {}}
      onDateChange={() => {}}
      technicians={[TESS]}
      visits={[]}
      unassigned={[]}
      onOpen={() => {}}
      onChange={() => {}}
      height="600px"
      now={() => new Date(now)}
      timezone={timezone}
      workDay={{ start: '06:30', end: '15:00' }}
    />,
  );
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
