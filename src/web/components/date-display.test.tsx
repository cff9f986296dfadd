import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { DateDisplay } from './date-display';

afterEach(() => vi.unstubAllGlobals());

const serverIn = (timezone: string) =>
  mockServer({ 'GET /api/app-config': () => ({ body: { login_field: 'email', timezone } }) });

describe('DateDisplay', () => {
  it('shows an instant in the time zone the server delivers, as MM/DD/YYYY h:mm A', async () => {
    serverIn('America/Los_Angeles');
    renderWithApp(<DateDisplay value="2026-07-04T16:05:00.000Z" />);
    expect(await screen.findByText('07/04/2026 9:05 AM')).toHaveAttribute(
      'datetime',
      '2026-07-04T16:05:00.000Z',
    );
  });

  it('in New York, across the spring daylight-saving change', async () => {
    serverIn('America/New_York');
    renderWithApp(
      <>
        <DateDisplay value="2026-03-08T06:59:00Z" />
        <DateDisplay value="2026-03-08T07:00:00Z" />
        <DateDisplay value={new Date('2026-11-01T06:30:00Z')} />
      </>,
    );
    // 1:59 AM EST is followed by 3:00 AM EDT; in November 1:30 AM comes twice, this is the second.
    expect(await screen.findByText('03/08/2026 1:59 AM')).toBeInTheDocument();
    expect(screen.getByText('03/08/2026 3:00 AM')).toBeInTheDocument();
    expect(screen.getByText('11/01/2026 1:30 AM')).toBeInTheDocument();
  });

  it('keeps the English date reading left to right, isolated from the sentence around it', async () => {
    serverIn('America/New_York');
    renderWithApp(<DateDisplay value="2026-07-04T16:05:00.000Z" />);
    expect(await screen.findByText('07/04/2026 12:05 PM')).toHaveAttribute('dir', 'ltr');
  });

  it('writes the date as an Arabic or Persian reader reads it: day order, digits, and an isolate of its direction', async () => {
    serverIn('America/New_York');
    try {
      await i18n.changeLanguage('ar');
      const { unmount } = renderWithApp(<DateDisplay value="2026-07-04T16:05:00.000Z" />);
      expect(await screen.findByText('٠٤‏/٠٧‏/٢٠٢٦، ١٢:٠٥ م')).toHaveAttribute('dir', 'rtl');
      unmount();
      await i18n.changeLanguage('fa');
      renderWithApp(<DateDisplay value="2026-07-04T16:05:00.000Z" />);
      expect(await screen.findByText('۲۰۲۶/۰۷/۰۴, ۱۲:۰۵')).toHaveAttribute('dir', 'rtl');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows nothing for no date', () => {
    serverIn('America/New_York');
    const { container } = renderWithApp(<DateDisplay value={null} />);
    expect(container.querySelector('time')).toBeNull();
  });
});
