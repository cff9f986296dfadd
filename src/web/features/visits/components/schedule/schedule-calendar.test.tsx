import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { TESS } from './schedule.fixtures';
import { ScheduleCalendar } from './schedule-calendar';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The week of Monday 23 November 2026, one lane, with the clock and zone given. */
function renderWeek(now: string, timezone = 'America/New_York') {
  mockServer({});
  return renderWithApp(
    <ScheduleCalendar
      view="week"
      date="2026-11-25"
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
    />,
  );
}

const nowLine = () => document.querySelector<HTMLElement>('[style*="--indicator-left-offset"]');

/** Where the line stands, in days from the week's Monday (2.5: Wednesday noon). */
function daysIn(line: HTMLElement): number {
  const percent = /\* ([\d.]+) \/ 100\)$/.exec(line.style.getPropertyValue('--indicator-left-offset'));
  return (Number(percent![1]) / 100) * 7;
}

describe('ScheduleCalendar: the "now" line', { timeout: 30_000 }, () => {
  it.each([
    // [the instant, the office's weekday from Monday, its hour in New York]
    ['2026-11-24T14:00:00Z', 1, 9], // Tuesday 09:00
    ['2026-11-25T00:30:00Z', 1, 19.5], // Tuesday 19:30, already Wednesday in UTC
    ['2026-11-25T03:15:00Z', 1, 22.25], // Tuesday 22:15
    ['2026-11-25T04:59:00Z', 1, 23 + 59 / 60], // Tuesday 23:59
    ['2026-11-25T05:01:00Z', 2, 0], // Wednesday 00:01
    ['2026-11-30T02:00:00Z', 6, 21], // Sunday 21:00, Monday of next week in UTC
  ])('stands at %s on the office’s day and hour', async (instant, weekday, hour) => {
    renderWeek(instant);
    await waitFor(() => expect(nowLine()).not.toBeNull());
    const days = daysIn(nowLine()!);
    expect(Math.floor(days)).toBe(weekday);
    expect((days - weekday) * 24).toBeCloseTo(hour, 0);
  });

  it('is not drawn when the office’s today is outside the week shown', async () => {
    renderWeek('2026-11-30T05:30:00Z'); // Monday 00:30 of the next week in New York
    expect(await screen.findByText(TESS.name)).toBeInTheDocument();
    expect(nowLine()).toBeNull();
  });

  it('stands from the right edge in Arabic, where the week runs right to left', async () => {
    renderWeek('2026-11-24T14:00:00Z');
    await waitFor(() => expect(nowLine()).not.toBeNull());
    expect(nowLine()!.style.right).toBe('');
    await i18n.changeLanguage('ar');
    await waitFor(() => expect(nowLine()!.style.right).toBe('var(--indicator-left-offset)'));
    expect(nowLine()!.style.left).toBe('auto');
  });
});
