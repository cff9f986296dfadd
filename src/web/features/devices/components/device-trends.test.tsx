import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendsResponse } from '@shared/schemas/devices';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { DeviceTrends } from './device-trends';

const points = (a: number, b: number) => [
  { month: '2026-10', activity: a, inspections: 1 },
  { month: '2026-11', activity: b, inspections: 1 },
];
const trendDevice = (id: number, number: number, total: number, peak: number, above: boolean) => ({
  device_id: id,
  number,
  zone: 'Kitchen',
  type_name: 'Multi-catch trap',
  total,
  peak,
  above_threshold: above,
  points: points(total - peak, peak),
});

const TRENDS: TrendsResponse = {
  from: '2026-10-01',
  to: '2026-12-31',
  threshold: 3,
  months: ['2026-10', '2026-11', '2026-12'],
  devices: [
    trendDevice(11, 1, 2, 1, false),
    trendDevice(17, 7, 1250, 1200, true),
    trendDevice(12, 2, 0, 0, false),
  ],
  zones: [{ zone: 'Kitchen', points: points(51, 1201) }],
  pests: [
    { pest: 'Mice', points: points(50, 1200) },
    { pest: 'Rats', points: points(1, 1) },
  ],
  conditions: [{ condition: 'good', count: 6 }],
};

const EMPTY: TrendsResponse = {
  ...TRENDS,
  devices: [{ ...trendDevice(11, 1, 0, 0, false), points: [] }],
  zones: [],
  pests: [],
};

function server(trends: TrendsResponse = TRENDS) {
  return mockServer({
    'GET /api/locations/5/device-trends': () => ({ body: trends }),
    'GET /api/app-config': () => ({ body: { timezone: 'America/New_York' } }),
    'GET /api/devices/17/inspections': (url) => ({
      body: {
        device: {
          id: 17,
          number: 7,
          type_name: 'Multi-catch trap',
          zone: 'Kitchen',
          placement: 'By the door',
          active: true,
        },
        inspections: [
          {
            id: 900,
            report_id: 44,
            inspected_at: '2026-11-03T15:00:00.000Z',
            scanned: true,
            activity: 1200,
            captures: { Mice: 1200, Rats: 0 },
            bait_consumed: null,
            condition: 'good',
            action: 'captures_removed',
            note: 'Full board',
            user: { id: 3, name: 'Tess Tech' },
          },
        ],
        total: 30,
        page: url.searchParams.get('page'),
      },
    }),
  });
}

const rowOf = (name: RegExp) => screen.getByRole('button', { name }).closest('tr')!;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('DeviceTrends', () => {
  it('asks for the current quarter with threshold 3 and marks the devices above it in words', async () => {
    const { calls } = server();
    renderWithApp(<DeviceTrends locationId={5} today="2026-11-26" />);
    expect(await screen.findByText('Devices by total activity')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/locations/5/device-trends')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
      threshold: '3',
    });
    expect(screen.getByLabelText('From')).toHaveValue('10/01/2026');
    expect(screen.getByLabelText('To')).toHaveValue('12/31/2026');

    const seven = rowOf(/History of device 7/);
    expect(seven).toHaveAttribute('data-above', 'true');
    expect(within(seven).getByText('Above threshold')).toBeInTheDocument();
    expect(within(seven).getByText('1,250')).toBeInTheDocument();
    expect(within(rowOf(/History of device 1$/)).queryByText('Above threshold')).toBeNull();
    // Most activity first.
    const order = screen.getAllByRole('button', { name: /History of device/ }).map((b) => b.textContent);
    expect(order).toEqual(['7', '1', '2']);
    expect(screen.getByRole('heading', { name: 'Captures per month, per pest' })).toBeInTheDocument();
  });

  it('the PDF link carries the range and threshold on screen and the app’s language', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    renderWithApp(<DeviceTrends locationId={5} today="2026-02-10" />);
    const link = await screen.findByRole('link', { name: 'Download trend report (PDF)' });
    expect(link).toHaveAttribute(
      'href',
      '/api/locations/5/device-trends.pdf?from=2026-01-01&to=2026-03-31&threshold=3&lang=en',
    );
    const threshold = screen.getByLabelText('Threshold');
    await user.clear(threshold);
    await user.type(threshold, '5');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download trend report (PDF)' })).toHaveAttribute(
        'href',
        '/api/locations/5/device-trends.pdf?from=2026-01-01&to=2026-03-31&threshold=5&lang=en',
      ),
    );
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('threshold') === '5')).toBe(true));
  });

  it('a refused PDF says why in the page', async () => {
    const user = userEvent.setup();
    const { calls } = mockServer({
      'GET /api/locations/5/device-trends': () => ({ body: TRENDS }),
      'GET /api/app-config': () => ({ body: { timezone: 'America/New_York' } }),
      'GET /api/locations/5/device-trends.pdf': () => ({
        status: 404,
        body: { code: 'device.notFound', message: 'Device not found.' },
      }),
    });
    renderWithApp(<DeviceTrends locationId={5} today="2026-11-26" />);
    await user.click(await screen.findByRole('link', { name: 'Download trend report (PDF)' }));
    expect(await screen.findByText('The trend report could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('Device not found.')).toBeInTheDocument();
    const pdf = calls.find((c) => c.url.pathname.endsWith('.pdf'))!;
    expect(pdf.url.search).toBe('?from=2026-10-01&to=2026-12-31&threshold=3&lang=en');
  });

  it('says so when the period has no inspections', async () => {
    server(EMPTY);
    renderWithApp(<DeviceTrends locationId={5} today="2026-11-26" />);
    expect(await screen.findByText('No inspections in this period')).toBeInTheDocument();
    expect(screen.queryByText('Devices by total activity')).toBeNull();
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    renderWithApp(<DeviceTrends locationId={5} today="2026-11-26" />);
    await screen.findByText('Devices by total activity');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-09-01');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/Choose a start date on or before the end date/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download trend report (PDF)' })).toBeNull();
    expect(calls.some((c) => c.url.searchParams.get('to') === '2026-09-01')).toBe(false);
  });

  it("opens a device's history with its pages", async () => {
    const user = userEvent.setup();
    const { calls } = server();
    renderWithApp(<DeviceTrends locationId={5} today="2026-11-26" />);
    await user.click(await screen.findByRole('button', { name: 'History of device 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device 7: inspections' });
    expect(await within(dialog).findByText('Full board')).toBeInTheDocument();
    expect(within(dialog).getByText('Mice: 1,200, Rats: 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Captures removed')).toBeInTheDocument();
    expect(within(dialog).getByText('Tess Tech')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Page 2' })[0]!);
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.pathname === '/api/devices/17/inspections' && c.url.searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });

  it('writes numbers with Arabic-Indic digits in Arabic', async () => {
    server();
    await i18n.changeLanguage('ar');
    renderWithApp(<DeviceTrends locationId={5} today="2026-11-26" />);
    // Its name too: "تاريخ الجهاز ٧", not the Latin 7 beside the cell's ٧.
    const seven = await screen.findByRole('button', { name: /٧/ });
    expect(seven).toHaveTextContent('٧');
    expect(within(seven.closest('tr')!).getByText('١٬٢٥٠')).toBeInTheDocument();
  });
});
