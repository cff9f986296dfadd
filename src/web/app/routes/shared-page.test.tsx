import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldType } from '@shared/constants';
import type { SharedView } from '@shared/schemas/share-links';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { SharedPage } from './shared-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const TOKEN = 'a'.repeat(43);
const config = () => ({ body: { login_field: 'email', timezone: 'UTC' } });

const reportView: SharedView = {
  kind: 'report',
  company: 'GreenLeaf Pest Control',
  report: {
    id: 12,
    status: 'Finished',
    start_date: '2026-03-08T15:00:00.000Z',
    submitted_at: '2026-03-08T16:00:00.000Z',
    finished_at: '2026-03-08T17:00:00.000Z',
    job: {
      name: 'Weekly Service',
      category: 'Pest Control',
      location: { name: 'Main St Deli', address: '1 Main St' },
    },
    template: { name: 'Quarterly Inspection', company_name: 'GreenLeaf' },
    technician: { name: 'Marcus Johnson' },
    tasks: [
      {
        id: 1,
        task: 'Kitchen',
        fields: [
          {
            id: 5,
            field_name: 'Findings',
            field_type: FieldType.Text,
            type_name: 'Text',
            options: [],
            default_value: null,
            answer: 'No droppings found',
          },
          {
            id: 6,
            field_name: 'Photos',
            field_type: FieldType.Photo,
            type_name: 'Photo',
            options: [],
            default_value: null,
            answer: [{ file_id: 44 }],
          },
        ],
      },
    ],
    applications: [],
    devices: [],
    site_plans: [],
    chemicals: [
      {
        id: 7,
        name: 'Talstar P',
        epa_reg_no: '279-3206',
        active_ingredient: 'Bifenthrin',
        document: 'talstar-sds.pdf',
      },
      { id: 8, name: 'No Sheet Gel', epa_reg_no: null, active_ingredient: null, document: null },
    ],
  },
};

function renderAt(url: string, path = '/s/:token') {
  return renderWithApp(<SharedPage />, { url, path });
}

describe('SharedPage', () => {
  it('shows the shared report read-only: company, template, answers, images and safety data sheets by the token', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': config,
      [`GET /api/shared/${TOKEN}`]: () => ({ body: reportView }),
    });
    renderAt(`/s/${TOKEN}`);
    expect(await screen.findByText('GreenLeaf Pest Control')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quarterly Inspection' })).toBeInTheDocument();
    expect(screen.getByText('No droppings found')).toBeInTheDocument();
    expect(screen.getByText('Marcus Johnson')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Photos/ })).toHaveAttribute(
      'src',
      `/api/shared/${TOKEN}/files/44`,
    );
    const sheet = screen.getByRole('link', { name: 'Talstar P' });
    expect(sheet).toHaveAttribute('href', `/api/shared/${TOKEN}/documents/7`);
    expect(screen.queryByRole('link', { name: 'No Sheet Gel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // Nothing to change, and no session is asked for.
    expect(screen.queryByRole('button', { name: /Finish|Return|Delete|Continue/ })).toBeNull();
    expect(calls.map((c) => c.url.pathname).filter((p) => p.includes('auth'))).toEqual([]);
  });

  it('names the report in the file and document addresses under a location link', async () => {
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/shared/${TOKEN}/reports/12`]: () => ({ body: reportView }),
    });
    renderAt(`/s/${TOKEN}/reports/12`, '/s/:token/reports/:reportId');
    const sheet = await screen.findByRole('link', { name: 'Talstar P' });
    expect(sheet).toHaveAttribute('href', `/api/shared/${TOKEN}/documents/7?report=12`);
    expect(screen.getByRole('link', { name: 'All reports of this location' })).toHaveAttribute(
      'href',
      `/s/${TOKEN}`,
    );
  });

  it('shows a Device inspection’s table and site plan without the devices’ label codes', async () => {
    const type = { id: 1, name: 'Bait station', activity: 'level' as const, pests: [], bait: true };
    const planUrl = `/api/shared/${TOKEN}/site-plans/7/image`;
    const report = {
      ...reportView.report,
      tasks: [
        {
          id: 1,
          task: 'Devices',
          fields: [
            {
              id: 9,
              field_name: 'Stations',
              field_type: FieldType.DeviceInspection,
              type_name: 'Device inspection',
              options: [],
              default_value: null,
              answer: [
                {
                  device_id: 31,
                  at: '2026-03-08T15:30:00Z',
                  scanned_at: '2026-03-08T15:30:00Z',
                  activity: 'low',
                  captures: null,
                  bait: 20,
                  condition: 'good',
                  action: null,
                  note: '',
                  photo_file_id: null,
                },
              ],
            },
          ],
        },
      ],
      // As the link sends them: no `code`, and the plan read through the link.
      devices: [
        {
          id: 31,
          number: 4,
          zone: 'Rear dock',
          placement: '',
          type,
          place: { plan_id: 7, x: 0.4, y: 0.6 },
          active: true,
        },
        { id: 32, number: 5, zone: 'Rear dock', placement: '', type, place: null, active: true },
      ],
      site_plans: [{ id: 7, location_id: 0, name: 'Yard', width: 600, height: 400, url: planUrl }],
    };
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/shared/${TOKEN}`]: () => ({ body: { ...reportView, report } }),
    });
    renderAt(`/s/${TOKEN}`);
    expect(await screen.findByText('1 of 2 inspected')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Rear dock/ });
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('Bait station');
    expect(row).toHaveTextContent('Low');
    expect(row).toHaveTextContent('20%');
    expect(screen.getByRole('img', { name: "Site plan Yard with this visit's devices" })).toHaveAttribute(
      'src',
      planUrl,
    );
    const marker = screen.getByRole('img', { name: 'Device 4, Bait station: Low (1–2 captures)' });
    expect(marker).toHaveStyle({ left: '40%', top: '60%' });
    // Device 5 is not on the plan: no marker.
    expect(screen.queryByRole('img', { name: /Device 5/ })).toBeNull();
  });

  it('says on 410 that the link was withdrawn or ran out and whom to ask, in Arabic and Persian too', async () => {
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/shared/${TOKEN}`]: () => ({
        status: 410,
        body: {
          code: 'shareLink.gone',
          message: 'This link is no longer available. Ask the sender for a new one.',
        },
      }),
    });
    renderAt(`/s/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The company that shared this page has withdrawn the link, or its time has run out. Ask the person who sent it to you for a new link.',
      ),
    ).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    expect(
      await screen.findByText(
        'سحبت الشركة التي شاركت هذه الصفحة الرابط، أو انتهت مدته. اطلب رابطًا جديدًا من الشخص الذي أرسله إليك.',
      ),
    ).toBeInTheDocument();
    await i18n.changeLanguage('fa');
    expect(await screen.findByText(/پیوند را پس گرفته/)).toBeInTheDocument();
  });

  it('says "Link not found" on 404, in Arabic too (right to left)', async () => {
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/shared/${TOKEN}`]: () => ({
        status: 404,
        body: { code: 'shareLink.notFound', message: 'Link not found.' },
      }),
    });
    const { unmount } = renderAt(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ar');
    renderAt(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'الرابط غير موجود' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('lists a location’s finished reports, each opening under the link', async () => {
    mockServer({
      'GET /api/app-config': config,
      [`GET /api/shared/${TOKEN}`]: () => ({
        body: {
          kind: 'location',
          company: 'GreenLeaf Pest Control',
          location: { name: 'Main St Deli', address: '1 Main St' },
          reports: [
            {
              id: 12,
              finished_at: '2026-03-08T17:00:00.000Z',
              start_date: '2026-03-08T15:00:00.000Z',
              template: 'Quarterly Inspection',
              job: 'Weekly Service',
            },
          ],
          total: 1,
        } satisfies SharedView,
      }),
    });
    renderAt(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Main St Deli' })).toBeInTheDocument();
    expect(screen.getByText('Quarterly Inspection')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /2026/ })).toHaveAttribute('href', `/s/${TOKEN}/reports/12`);
  });
});
