import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutIsolates } from '@shared/languages';
import { renderWithApp } from '@web/test/render';
import { DeviceTable } from './device-table';
import type { SitePlanRow } from '@shared/schemas/devices';
import i18n from '@web/lib/i18n';
import { DEVICES } from '../form/device-inspection.fixtures';

const base = { at: '2026-11-26T09:00:00-05:00', action: null, note: '', photo_file_id: null, bait: null };

describe('DeviceTable', () => {
  it('shows the progress and each device’s findings in words, by number', () => {
    renderWithApp(
      <DeviceTable
        report={{ devices: DEVICES }}
        fileUrl={(id) => `/files/${id}`}
        answer={[
          {
            ...base,
            device_id: 102,
            scanned_at: null,
            activity: null,
            captures: { Mice: 2, Cockroaches: 0 },
            condition: 'damaged',
            note: 'Board torn',
            photo_file_id: 9,
          },
          {
            ...base,
            device_id: 101,
            scanned_at: '2026-11-26T14:00:00Z',
            activity: 'high',
            captures: null,
            bait: 75,
            condition: 'good',
            action: 'bait_replaced',
          },
        ]}
      />,
    );
    expect(screen.getByText('2 of 3 inspected')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Bait station',
      'Exterior',
      'High',
      '75%',
      'Good',
      'Bait replaced',
      '',
      expect.stringMatching(/11\/26\/2026/),
    ]);
    const second = within(rows[1]!).getAllByRole('cell');
    expect(second[3]).toHaveTextContent('Mice: 2, Cockroaches: 0');
    expect(second[5]).toHaveTextContent('Damaged');
    expect(within(second[7]!).getByRole('link', { name: 'Photo' })).toHaveAttribute('href', '/files/9');
    expect(second[8]).toHaveTextContent('From the list');
  });
});

const PLANS: SitePlanRow[] = [
  { id: 7, location_id: 1, name: 'Ground floor', width: 1000, height: 500, url: '/api/site-plans/7/image' },
  { id: 8, location_id: 1, name: 'Basement', width: 800, height: 800, url: '/api/site-plans/8/image' },
];
/** Devices 1–3 on the ground floor (1 and 3 level bait stations, 2 a glue board counting captures). */
const PLACED = DEVICES.map((d, i) => ({
  ...d,
  place: i < 3 ? { plan_id: 7, x: 0.1 * (i + 1), y: 0.25 * (i + 1) } : null,
}));
const visit = [
  { ...base, device_id: 101, scanned_at: null, activity: 'medium', captures: null, condition: 'good' },
  {
    ...base,
    device_id: 102,
    scanned_at: null,
    activity: null,
    captures: { Mice: 7, Cockroaches: 4 },
    condition: 'damaged',
  },
  {
    ...base,
    device_id: 103,
    scanned_at: null,
    activity: null,
    captures: null,
    condition: 'inaccessible',
    note: 'Locked storeroom',
  },
];

describe('DeviceTable: the site plan with this visit’s findings', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('draws each placed device at its spot, coloured by its level, its captures or its condition', () => {
    renderWithApp(
      <DeviceTable
        report={{ devices: PLACED, site_plans: PLANS }}
        fileUrl={(id) => `/f/${id}`}
        answer={visit}
      />,
    );
    // The basement has no device on it: it is left out.
    expect(screen.queryByRole('img', { name: /Basement/ })).toBeNull();
    const plan = screen.getByRole('region', { name: 'Site plan: Ground floor' });
    const picture = within(plan).getByRole('img', {
      name: "Site plan Ground floor with this visit's devices",
    });
    expect(picture).toHaveAttribute('src', '/api/site-plans/7/image');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture.parentElement).toHaveAttribute('dir', 'ltr');
    const marker = (name: string) => within(plan).getByRole('img', { name });
    const one = marker('Device 1, Bait station: Medium (3–9 captures)');
    expect(one).toHaveTextContent('1');
    expect(one).toHaveAttribute('data-color', 'medium');
    expect(one).toHaveStyle({ left: '10%', top: '25%' });
    const two = marker('Device 2, Glue board: High (10 or more captures)');
    expect(two).toHaveAttribute('data-color', 'high');
    expect(two).toHaveStyle({ left: '20%', top: '50%' });
    const three = marker('Device 3, Bait station: Missing or inaccessible');
    expect(three).toHaveAttribute('data-color', 'missing');
    expect(three).toHaveStyle({ left: '30%', top: '75%' });
    const legend = within(plan).getByRole('list', { name: "This visit's findings" });
    expect(legend).toHaveTextContent("This visit's findings");
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'No activity',
      'Low (1–2 captures)',
      'Medium (3–9 captures)',
      'High (10 or more captures)',
      'Missing or inaccessible',
      'Not inspected',
    ]);
  });

  it('marks a device not inspected, counts a few captures low, and speaks Arabic without mirroring', async () => {
    await i18n.changeLanguage('ar');
    renderWithApp(
      <DeviceTable
        report={{ devices: PLACED, site_plans: PLANS }}
        fileUrl={(id) => `/f/${id}`}
        answer={[{ ...visit[1]!, captures: { Mice: 1, Cockroaches: 1 } }]}
      />,
    );
    const two = screen.getByRole('img', {
      name: (name) => withoutIsolates(name) === 'الجهاز ٢، Glue board: منخفض (١–٢ من الآفات المصطادة)',
    });
    expect(two).toHaveAttribute('data-color', 'low');
    const one = screen.getByRole('img', {
      name: (name) => withoutIsolates(name) === 'الجهاز ١، Bait station: لم يُفحص',
    });
    expect(one).toHaveAttribute('data-color', 'unseen');
    // Physical left even in a right-to-left page: the plan is a picture.
    expect(one).toHaveStyle({ left: '10%' });
    expect(one.parentElement).toHaveAttribute('dir', 'ltr');
  });

  it('shows no plan when no device of the report is placed', () => {
    renderWithApp(
      <DeviceTable
        report={{ devices: DEVICES, site_plans: PLANS }}
        fileUrl={(id) => `/f/${id}`}
        answer={visit}
      />,
    );
    expect(screen.queryByRole('region', { name: /Site plan/ })).toBeNull();
  });
});
