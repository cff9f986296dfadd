import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { ReportForm } from './report-form';

afterEach(() => vi.unstubAllGlobals());

const field = (
  id: number,
  name: string,
  type: number,
  extra: Partial<ReportDetail['tasks'][0]['fields'][0]> = {},
) => ({
  id,
  field_name: name,
  field_type: type,
  type_name: '',
  required: 1,
  options: [],
  weight: id,
  default_value: null,
  answer: null,
  ...extra,
});

const report: ReportDetail = {
  id: 5,
  status_id: 1,
  status: { status: 'In Progress' },
  start_date: '2026-03-08T15:00:00.000Z',
  submitted_at: null,
  finished_at: null,
  updated_at: '2026-03-08T15:00:00.000Z',
  return_reason: 'Please add the bait station count.',
  job: {
    id: 1,
    name: 'Weekly service',
    category: 'Pest Control',
    location: { id: 1, name: 'Joe’s Diner', address: '1 Main St' },
  },
  template: { id: 1, name: 'Service Report', company_name: 'Greenleaf' },
  user: { id: 9, name: 'Marcus Johnson' },
  tasks: [
    {
      id: 1,
      task: 'Inspection',
      weight: 1,
      fields: [
        field(11, 'Contact on site', 1, { answer: 'Dana' }),
        field(12, 'Stations checked', 3),
        field(13, 'Follow-up', 7, { options: ['Yes', 'No'] }),
      ],
    },
  ],
  files: [],
  chemicals: [],
  history: [],
  can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
};

function server(onPut: (body: unknown) => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'PUT /api/reports/5/answers': (_url, init) => onPut(JSON.parse(init.body as string)),
    'POST /api/reports/5/submit': () => ({
      status: 400,
      body: {
        message: 'Answer the required fields first: Stations checked, Follow-up.',
        errors: { 'answers.12': 'This field is required.', 'answers.13': 'This field is required.' },
      },
    }),
  });
}

describe('ReportForm', () => {
  it('shows the return reason and the saved answers', () => {
    server(() => ({ body: {} }));
    renderWithApp(<ReportForm report={report} />);
    expect(screen.getByText('Returned for changes')).toBeInTheDocument();
    expect(screen.getByText('Please add the bait station count.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contact on site/)).toHaveValue('Dana');
  });

  it('autosaves just the field that changed, and says so', async () => {
    const puts: unknown[] = [];
    server((body) => {
      puts.push(body);
      return { body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } };
    });
    renderWithApp(<ReportForm report={report} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(puts).toEqual([{ answers: [{ field_id: 13, value: 'Yes' }] }]));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('puts a refused answer’s message on its field', async () => {
    server(() => ({
      status: 400,
      body: { message: 'Some answers are not valid.', errors: { 'answers.12': 'Enter a number.' } },
    }));
    renderWithApp(<ReportForm report={report} />);
    await userEvent.type(screen.getByLabelText(/Stations checked/), '4');
    expect(await screen.findByText('Enter a number.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Not saved/)).toBeInTheDocument();
  });

  it('names the missing required fields when the submit is refused', async () => {
    server(() => ({ body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } }));
    renderWithApp(<ReportForm report={report} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Answer the required fields first: Stations checked, Follow-up.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The report was not submitted')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  });
});
