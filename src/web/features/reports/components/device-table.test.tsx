import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { DeviceTable } from './device-table';
import { DEVICES } from './form/device-inspection.fixtures';

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
