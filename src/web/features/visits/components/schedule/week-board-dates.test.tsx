import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@web/lib/i18n';
import { setDateStyle } from '@web/lib/reader-style';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { LENA, scheduleAnswer } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

afterEach(async () => {
  setDateStyle(null);
  await i18n.changeLanguage('en');
});

/** The week of Monday 23 November 2026 on the board, the account's date style given. */
async function board(style: { numerals?: 'latin' | null; calendar?: 'persian' | null }) {
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: { ...ADMIN_USER, ...style } }),
    'GET /api/schedule': (url: URL) => ({
      body: scheduleAnswer(url, [LENA], []),
    }),
  });
  // As lib/query-client.ts applies the signed-in account's choice.
  setDateStyle(style);
  renderWithApp(<ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />, {
    url: '/schedule?view=week&date=2026-11-25',
  });
  return screen.findByRole('grid', { name: /./ });
}

const heads = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .slice(1)
    .map((d) => d.textContent);

describe('the week board’s days (issue 35 item 3, decision 0074)', () => {
  it('are named in English words, the week one span', async () => {
    const grid = await board({});
    expect(heads(grid)[0]).toBe('Mon, Nov 23');
    expect(heads(grid)[6]).toBe('Sun, Nov 29');
    expect(screen.getByText(/^Nov 23\s–\s29, 2026$/)).toBeInTheDocument();
  });

  it('follow the Persian solar calendar and Latin digits the account chose', async () => {
    await i18n.changeLanguage('fa');
    const grid = await board({ calendar: 'persian', numerals: 'latin' });
    // 2 to 8 Azar 1405.
    await waitFor(() => expect(heads(grid)[0]).toBe('دوشنبه 2 آذر'));
    expect(heads(grid)[6]).toBe('یکشنبه 8 آذر');
    expect(screen.getByText('2 تا 8 آذر 1405')).toBeInTheDocument();
    expect(heads(grid)[3]).toBe('پنجشنبه 5 آذر');
  });

  it('in Arabic, in Arabic-Indic digits', async () => {
    await i18n.changeLanguage('ar');
    const grid = await board({});
    await waitFor(() => expect(heads(grid)[0]).toMatch(/^الاثنين، ٢٣ نوفمبر$/));
  });
});
