import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTimeIn, formatDayIn } from '@shared/date-style';
import type { AuthUser } from '@shared/schemas/auth';
import { DateDisplay } from '@web/components/date-display';
import { useAuthUser } from '@web/lib/auth';
import { setDateStyle } from '@web/lib/reader-style';
import i18n from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { mockServer, renderWithApp } from '@web/test/render';
import { DateStyleSection } from './date-style-section';

const NY = 'America/New_York';
const AT = '2027-03-21T16:05:00.000Z';
const me: AuthUser = {
  id: 4,
  name: 'Parisa Ahmadi',
  email: 'parisa@greenleaf.example',
  username: 'parisa',
  type_id: 4,
  type: { type: 'Technician' },
  language: 'fa',
  numerals: null,
  calendar: null,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  setDateStyle(null);
  await i18n.changeLanguage('en');
});

/** The account page's section beside a date of another page, as the signed-in user sees them. */
function Page() {
  const user = useAuthUser().data;
  return user ? (
    <>
      <DateStyleSection me={user} />
      <DateDisplay value={AT} />
    </>
  ) : null;
}

function serve(answer: (body: Partial<AuthUser>) => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: NY } }),
    'GET /api/get-auth-user': () => ({ body: me }),
    'PUT /api/account/date-style': (_url, init) =>
      answer(JSON.parse(init.body as string) as Partial<AuthUser>),
  });
}

describe('Dates and numbers on the account page (decision 0074)', () => {
  it('in Persian, the solar calendar chosen is saved on the account, then every date follows it', async () => {
    await i18n.changeLanguage('fa');
    const { calls } = serve((body) => ({ body: { ...me, ...body } }));
    renderWithApp(<Page />, { queryClient: createQueryClient() });
    const example = await screen.findByTestId('date-style-example');
    const gregorian = formatDayIn('2027-03-21', { language: 'fa' });
    expect(example).toHaveTextContent(gregorian);
    expect(await screen.findByText(formatDateTimeIn(AT, NY, { language: 'fa' }))).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'هجری شمسی' }));
    await waitFor(() => expect(example).toHaveTextContent('۱۴۰۶/۰۱/۰۱'));
    const solar = formatDateTimeIn(AT, NY, { language: 'fa', calendar: 'persian' });
    expect(screen.getByText(solar)).toHaveAttribute('dir', 'rtl');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ numerals: null, calendar: 'persian' });
    expect(screen.getByRole('radio', { name: 'هجری شمسی' })).toBeChecked();
  });

  it('in Arabic, Latin digits; a refused save changes nothing on the page and says so', async () => {
    await i18n.changeLanguage('ar');
    let refuse = true;
    serve((body) =>
      refuse ? { status: 500, body: { message: 'Database unavailable.' } } : { body: { ...me, ...body } },
    );
    renderWithApp(<Page />, { queryClient: createQueryClient() });
    const example = await screen.findByTestId('date-style-example');
    expect(example).toHaveTextContent('٢١‏/٠٣‏/٢٠٢٧');
    // No calendar to choose in Arabic.
    expect(screen.queryByRole('radiogroup', { name: 'التقويم' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /الأرقام اللاتينية/ }));
    expect(await screen.findByText('لم يُحفظ اختيارك للتواريخ والأرقام')).toBeInTheDocument();
    expect(example).toHaveTextContent('٢١‏/٠٣‏/٢٠٢٧');
    expect(screen.getByRole('radio', { name: /الأرقام العربية الهندية/ })).toBeChecked();

    refuse = false;
    await user.click(screen.getByRole('radio', { name: /الأرقام اللاتينية/ }));
    await waitFor(() => expect(example).toHaveTextContent('21‏/03‏/2027'));
    // Numbers too: 1,250 in Latin digits.
    expect(example).toHaveTextContent('1,250');
    // The other choice still shows the digits it names.
    expect(screen.getByRole('radio', { name: 'الأرقام العربية الهندية (٠١٢٣٤٥٦٧٨٩)' })).not.toBeChecked();
  });

  it('has nothing to choose in English', async () => {
    serve((body) => ({ body: { ...me, ...body } }));
    renderWithApp(<Page />, { queryClient: createQueryClient() });
    expect(await screen.findByText('03/21/2027 12:05 PM')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('heading', { name: 'Dates and numbers' })).not.toBeInTheDocument();
  });
});
