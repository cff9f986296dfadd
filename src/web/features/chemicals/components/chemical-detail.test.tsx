import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChemicalDetail as Detail } from '@shared/schemas/chemicals';
import { EMPTY_LABEL_FACTS } from '@shared/schemas/chemical-label';
import { renderWithApp } from '@web/test/render';
import { ChemicalDetail } from './chemical-detail';

const chemical = (extra: Partial<Detail> = {}): Detail => ({
  id: 3,
  name: 'Phostoxin Tablets',
  is_category: false,
  parent_id: 2,
  path: [
    { id: 1, name: 'Rodenticides' },
    { id: 2, name: 'Fumigants' },
  ],
  epa_reg_no: '72959-4',
  active_ingredient: 'Aluminum phosphide 55%',
  manufacturer: null,
  signal_word: 'Danger',
  restricted_use: true,
  label: EMPTY_LABEL_FACTS,
  filepath: '/api/chems/3/file',
  file: { name: 'phostoxin-label.pdf', type: 'application/pdf', size: 1_572_864 },
  has_children: false,
  created_at: '2026-03-08T04:30:00.000Z',
  updated_at: '2026-03-08T04:30:00.000Z',
  ...extra,
});

describe('ChemicalDetail', () => {
  it('shows the record, its place in the tree, and the PDF in a viewer with a download link', () => {
    renderWithApp(<ChemicalDetail chemical={chemical()} canManage />);
    const path = screen.getByRole('navigation', { name: 'Place in the tree' });
    expect(path).toHaveTextContent('Chemicals/Rodenticides/Fumigants/Phostoxin Tablets');
    expect(within(path).getByRole('link', { name: 'Chemicals' })).toHaveAttribute('href', '/chems');
    expect(screen.getByRole('heading', { level: 1, name: 'Phostoxin Tablets' })).toBeInTheDocument();
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('EPA Reg. No.')).toHaveTextContent('72959-4');
    expect(row('Manufacturer')).toHaveTextContent('—');
    expect(row('Signal word')).toHaveTextContent('Danger');
    expect(row('Restricted use pesticide')).toHaveTextContent('Yes');
    expect(screen.getByText('phostoxin-label.pdf · 1.5 MB')).toBeInTheDocument();
    expect(screen.getByTitle('Document of Phostoxin Tablets')).toHaveAttribute('src', '/api/chems/3/file');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/chems/3/file?download=1');
    expect(download).toHaveAttribute('download', 'phostoxin-label.pdf');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/chems/3/edit');
  });

  it('shows the label facts an application record is checked against', () => {
    renderWithApp(
      <ChemicalDetail
        chemical={chemical({
          label: {
            state_registrations: [{ state: 'NY', number: 'NY-0042' }],
            label_unit: 'oz',
            label_rates: [
              {
                site_code: 91,
                basis: 'area',
                max_amount: 3,
                amount_unit: 'oz',
                per_quantity: 1000,
                per_unit: 'cu ft',
              },
            ],
            site_codes: [10, 91],
            rei_hours: 72,
            lots: ['L2291', 'L2304'],
          },
        })}
        canManage={false}
      />,
    );
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Label doses in')).toHaveTextContent('oz');
    expect(row('Maximum rates')).toHaveTextContent('Site code 91: 3 oz / 1000 cu ft');
    expect(row('Allowed use / site codes')).toHaveTextContent(
      '10 · Structural pest control, 91 · Commodity fumigation',
    );
    expect(row('Re-entry interval (hours)')).toHaveTextContent('72');
    expect(row('State registrations')).toHaveTextContent('NY NY-0042');
    expect(row('Lot numbers in stock')).toHaveTextContent('L2291, L2304');
  });

  it('shows an image document as an image', () => {
    renderWithApp(
      <ChemicalDetail
        chemical={chemical({ file: { name: 'label.jpg', type: 'image/jpeg', size: 2048 } })}
        canManage={false}
      />,
    );
    expect(screen.getByRole('img', { name: 'Document of Phostoxin Tablets' })).toHaveAttribute(
      'src',
      '/api/chems/3/file',
    );
    expect(screen.queryByTitle('Document of Phostoxin Tablets')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('says when there is no document yet', () => {
    renderWithApp(<ChemicalDetail chemical={chemical({ file: null, filepath: null })} canManage />);
    expect(screen.getByText('No document yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });
});
