import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordCorrection, ReportApplication } from '@shared/schemas/applications';
import type { ReportDetail } from '@shared/schemas/reports';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { ApplicationsView } from './application-view';

const report = (extra: Partial<ReportDetail> = {}) =>
  ({
    chemicals: [{ id: 4, name: 'Contrac Blox', epa_reg_no: '12455-79', active_ingredient: null }],
    applications: [],
    ...extra,
  }) as ReportDetail;

const FROZEN: ReportApplication = {
  id: 1,
  report_id: 9,
  field_id: 7,
  position: 0,
  applied_on: '2027-03-10',
  start_time: '09:10',
  end_time: '09:40',
  customer_name: 'Bella Napoli Restaurant Group LLC',
  customer_address: '18 Court St, White Plains, NY 10601',
  customer_phone: '',
  location_id: 3,
  location_name: 'Bella Napoli Trattoria',
  street: '214 Mamaroneck Ave',
  municipality: 'White Plains',
  county: 'Westchester',
  state: 'NY',
  zip: '10601',
  latitude: null,
  longitude: null,
  chemical_id: 4,
  product_name: 'Contrac Blox',
  epa_reg_no: '12455-79',
  state_reg_no: null,
  restricted_use: false,
  rei_hours: 12,
  lot: 'L2291',
  amount: 12,
  unit: 'oz',
  mix_rate: null,
  total_mix: null,
  area: 1200,
  area_unit: 'sq ft',
  site_code: 10,
  place: 'Loading dock',
  method: 'Bait station',
  target_pests: 'Norway rat',
  applicator: { id: 5, name: 'Jake Morrison' },
  applicator_certification: {
    state: 'NY',
    certification_id: 'C8812345',
    category: '7A',
    expires_on: '2028-01-31',
  },
  supervisor: null,
  supervisor_certification: null,
  business_licence: '15342',
  business_licence_expired_on: null,
  wind_speed_mph: null,
  wind_direction: null,
  temperature_f: null,
  rate_over_label: false,
  rate_reason: '',
  corrections: [],
};

describe('ApplicationsView', () => {
  it('shows an answer written before issue 14 with its unit as typed, even one off today’s list', () => {
    renderWithApp(
      <ApplicationsView
        report={report()}
        fieldId={7}
        answer={{ chemical_id: 4, amount: 12, unit: 'blocks', target_pest: 'Norway rat' }}
      />,
    );
    expect(
      screen.getByText('Contrac Blox (EPA Reg. No. 12455-79) · 12 blocks · Target pest: Norway rat'),
    ).toBeInTheDocument();
  });

  it('shows a submitted record as frozen, with the certification and the re-entry interval', () => {
    renderWithApp(
      <ApplicationsView
        report={report({ applications: [FROZEN] })}
        fieldId={7}
        answer={[{ chemical_id: 4, amount: 99, unit: 'oz' }]}
      />,
    );
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Amount (undiluted)')).toHaveTextContent('12 oz');
    expect(row('Applicator')).toHaveTextContent('Jake Morrison · certification NY C8812345 (category 7A)');
    expect(row('Re-entry interval')).toHaveTextContent('12 hours');
    expect(screen.queryByText(/99 oz/)).not.toBeInTheDocument();
  });

  it('flags a business licence that had run out before the application (issue 30)', () => {
    const expired = { ...FROZEN, business_licence_expired_on: '2027-01-31' };
    renderWithApp(<ApplicationsView report={report({ applications: [expired] })} fieldId={7} answer={[]} />);
    const row = screen.getByRole('rowheader', { name: 'Business licence' }).closest('tr')!;
    expect(row).toHaveTextContent('NY 15342 · expired on 01/31/2027');
  });

  const CORRECTIONS: RecordCorrection[] = [
    {
      at: '2027-03-11T15:05:00Z',
      by: { id: 2, name: 'Dana Office' },
      note: 'Weighed again at the office',
      changes: [
        { part: 'amount', from: 12, to: 10 },
        { part: 'applied_on', from: '2027-03-10', to: '2027-03-09' },
      ],
    },
    {
      at: '2027-03-12T14:00:00Z',
      by: { id: 3, name: 'Lee Manager' },
      note: 'The dock is on the side street',
      changes: [{ part: 'street', from: '214 Mamaroneck Ave', to: '2 Maple Pl' }],
    },
  ];
  const isolated = (text: string) => `\u2068${text}\u2069`;

  it('shows each correction under the record, oldest first: who, when, from what to what, and why (issue 30)', async () => {
    // The office's time zone, as the server says it.
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/Chicago' } }),
    });
    const corrected = { ...FROZEN, corrections: CORRECTIONS };
    renderWithApp(
      <ApplicationsView report={report({ applications: [corrected] })} fieldId={7} answer={[]} />,
    );
    const list = screen.getByRole('region', { name: 'Corrections' });
    await within(list).findByText(/9:05 AM/);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      [
        `Corrected ${isolated('03/11/2027 9:05 AM')} by ${isolated('Dana Office')}`,
        `Amount of undiluted product: was ${isolated('12')}, now ${isolated('10')}`,
        `Date of application: was ${isolated('03/10/2027')}, now ${isolated('03/09/2027')}`,
        'Why: Weighed again at the office',
      ].join(''),
      [
        `Corrected ${isolated('03/12/2027 8:00 AM')} by ${isolated('Lee Manager')}`,
        `Street address: was ${isolated('214 Mamaroneck Ave')}, now ${isolated('2 Maple Pl')}`,
        'Why: The dock is on the side street',
      ].join(''),
    ]);
  });

  it('writes a correction in Arabic and Persian with the values kept apart from the sentence', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    });
    const corrected = { ...FROZEN, corrections: [CORRECTIONS[1]!] };
    try {
      await i18n.changeLanguage('ar');
      const ar = renderWithApp(
        <ApplicationsView report={report({ applications: [corrected] })} fieldId={7} answer={[]} />,
      );
      expect(screen.getByRole('region', { name: 'التصحيحات' })).toHaveTextContent(
        `كان ${isolated('214 Mamaroneck Ave')}، وأصبح ${isolated('2 Maple Pl')}`,
      );
      ar.unmount();
      await i18n.changeLanguage('fa');
      renderWithApp(
        <ApplicationsView report={report({ applications: [corrected] })} fieldId={7} answer={[]} />,
      );
      expect(screen.getByRole('region', { name: 'اصلاحیه‌ها' })).toHaveTextContent(
        `پیش‌تر ${isolated('214 Mamaroneck Ave')}، اکنون ${isolated('2 Maple Pl')}`,
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the units in the reader’s language, the record keeping them as the state files write them', async () => {
    const mixed = {
      ...FROZEN,
      amount: 1.5,
      unit: 'fl oz' as const,
      mix_rate: { amount: 0.5, unit: 'fl oz' as const, per_quantity: 1, per_unit: 'gal' as const },
      total_mix: { amount: 3, unit: 'gal' as const },
    };
    try {
      await i18n.changeLanguage('ar');
      const ar = renderWithApp(
        <ApplicationsView report={report({ applications: [mixed] })} fieldId={7} answer={[]} />,
      );
      const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
      expect(row('الكمية')).toHaveTextContent('1.5 أونصة سائلة');
      expect(row('نسبة الخلط')).toHaveTextContent('0.5 أونصة سائلة / 1 غالون');
      expect(row('المساحة')).toHaveTextContent('1200 قدم مربع');
      ar.unmount();
      await i18n.changeLanguage('fa');
      renderWithApp(<ApplicationsView report={report({ applications: [mixed] })} fieldId={7} answer={[]} />);
      expect(screen.getByText('1.5 اونس مایع')).toBeInTheDocument();
      expect(screen.getByText('3 گالن')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows no corrections part for a record never corrected', () => {
    renderWithApp(<ApplicationsView report={report({ applications: [FROZEN] })} fieldId={7} answer={[]} />);
    expect(screen.queryByRole('region', { name: 'Corrections' })).toBeNull();
  });
});
