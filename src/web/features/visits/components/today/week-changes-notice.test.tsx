import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyVisitsResponse, VisitRow } from '@shared/schemas/visits';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { myVisitsQuery } from '../../api/get-my-visits';
import { visitRow } from './visits.fixtures';
import { WeekChangesNotice } from './week-changes-notice';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';
const DAYS = [undefined, TOMORROW];
const answer = (day: string, visits: VisitRow[]): MyVisitsResponse => ({
  day,
  today: TODAY,
  visits: visits.map((v) => ({ ...v, stop: null })),
});
const pest = visitRow({ id: 1, date: TODAY, start_time: '09:00:00', end_time: '10:00:00' });
const rats = visitRow({ id: 2, date: TOMORROW, start_time: '13:00:00', end_time: null });

/** The phone's copy of today and tomorrow, as the device gave it back when the app opened. */
function keptCopy() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keptAt = Date.now() - 3_600_000;
  queryClient.setQueryData(myVisitsQuery(undefined).queryKey, answer(TODAY, [pest]), { updatedAt: keptAt });
  queryClient.setQueryData(myVisitsQuery(TOMORROW).queryKey, answer(TOMORROW, [rats]), { updatedAt: keptAt });
  return queryClient;
}

/** The server's week now: what each day answers. */
function server(week: Record<string, VisitRow[]>) {
  mockServer({
    'GET /api/my-visits': (url) => {
      const day = url.searchParams.get('day') ?? TODAY;
      return { body: answer(day, week[day] ?? []) };
    },
  });
}

const readAgain = (queryClient: QueryClient, days: (string | undefined)[]) =>
  act(() => Promise.all(days.map((day) => queryClient.fetchQuery({ ...myVisitsQuery(day), staleTime: 0 }))));

describe('WeekChangesNotice', () => {
  it('names the visit the office moved while the phone had its copy, once every day is read again, until dismissed', async () => {
    const queryClient = keptCopy();
    // Moved by the office to tomorrow at 11:00; and a new one on tomorrow.
    const moved = { ...pest, date: TOMORROW, start_time: '11:00:00', end_time: '12:00:00' };
    const added = visitRow({ id: 3, date: TOMORROW, start_time: '15:00:00', end_time: null });
    server({ [TODAY]: [], [TOMORROW]: [moved, rats, added] });
    renderWithApp(<WeekChangesNotice days={DAYS} />, { queryClient });
    expect(screen.queryByTestId('week-changes')).not.toBeInTheDocument();

    // Today read again, tomorrow not yet: half old, half new is not shown (the visit would look gone).
    await readAgain(queryClient, [undefined]);
    expect(screen.queryByTestId('week-changes')).not.toBeInTheDocument();

    await readAgain(queryClient, [TOMORROW]);
    const notice = await screen.findByTestId('week-changes');
    expect(notice).toHaveTextContent('Your week changed: 2 visits');
    expect(notice).toHaveTextContent(
      'Job 1 · Joe’s Diner moved from 12/01/2026 09:00–10:00 to 12/02/2026 11:00–12:00',
    );
    expect(notice).toHaveTextContent('New: Job 3 · Joe’s Diner, 12/02/2026 From 15:00');
    expect(notice).not.toHaveTextContent('Job 2');

    const dismiss = screen.getByRole('button', { name: 'Got it' });
    await userEvent.setup().click(dismiss);
    expect(screen.queryByTestId('week-changes')).not.toBeInTheDocument();

    // Read again with nothing new: still nothing to say. Then the office takes one off the week.
    await readAgain(queryClient, DAYS);
    expect(screen.queryByTestId('week-changes')).not.toBeInTheDocument();
    server({ [TODAY]: [], [TOMORROW]: [moved, rats] });
    await readAgain(queryClient, DAYS);
    expect(await screen.findByTestId('week-changes')).toHaveTextContent(
      'Job 3 · Joe’s Diner (12/02/2026 From 15:00) is no longer on your days',
    );
  });

  it('in Arabic keeps each value in its own order: the names isolated, the day before its window', async () => {
    await i18n.changeLanguage('ar');
    const queryClient = keptCopy();
    server({ [TODAY]: [], [TOMORROW]: [{ ...pest, date: TOMORROW }, rats] });
    renderWithApp(<WeekChangesNotice days={DAYS} />, { queryClient });
    await readAgain(queryClient, DAYS);
    const line = (await screen.findByTestId('week-changes')).querySelector('li bdi')!.textContent;
    expect(line).toContain('\u2068Job 1\u2069 · \u2068Joe’s Diner\u2069');
    // The day (right to left, first) and its window (left to right), the phrase in an RTL isolate.
    expect(line).toMatch(
      /\u2067[^\u2069]*٠١[^\u2069]* \u2068\u206809:00\u2069–\u206810:00\u2069\u2069\u2069/,
    );
  });

  it('says nothing when the week read again is the one the phone had', async () => {
    const queryClient = keptCopy();
    server({ [TODAY]: [pest], [TOMORROW]: [rats] });
    renderWithApp(<WeekChangesNotice days={DAYS} />, { queryClient });
    await readAgain(queryClient, DAYS);
    expect(screen.queryByTestId('week-changes')).not.toBeInTheDocument();
  });
});
