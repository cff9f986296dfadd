import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@shared/constants';
import { mockServer, renderWithApp } from '@web/test/render';
import { visitRow } from '../today/visits.fixtures';
import { JobVisits } from './job-visits';

afterEach(() => vi.unstubAllGlobals());

const PEOPLE = [
  { id: 7, name: 'Tom Tech' },
  { id: 8, name: 'Sue Supervisor' },
];

function server(onCreate: () => { status?: number; body: unknown } = () => ({ body: {} })) {
  return mockServer({
    'GET /api/jobs/3/visits': (url) => {
      const when = url.searchParams.get('when');
      const page = Number(url.searchParams.get('page'));
      if (when === 'past') {
        return {
          body: {
            visits: [
              visitRow({ id: 50 + page, date: '2026-10-06', status: 'skipped', skip_reason: 'Store closed' }),
              visitRow({ id: 60, date: '2026-09-08', status: 'done', technicians: [] }),
            ],
            total: PAGE_SIZE + 2,
          },
        };
      }
      return {
        body: {
          visits: [visitRow({ id: 1, date: '2026-12-08', start_time: '09:00', end_time: '11:00' })],
          total: 1,
        },
      };
    },
    'POST /api/visits': onCreate,
  });
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('JobVisits', () => {
  it('shows the coming visits, then the past ones with their status, technicians and skip reason, paged', async () => {
    const { calls } = server();
    renderWithApp(<JobVisits jobId={3} canAdd={false} people={PEOPLE} />);
    expect(await screen.findByText('12/08/2026')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('09:00–11:00')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Tom Tech')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add visit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Past' }));
    expect(await screen.findByText('Store closed')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Skipped')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Done')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Nobody yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.searchParams.get('when') === 'past' && c.url.searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });

  it('adds a visit with a window and technicians, sending the create body', async () => {
    const { calls } = server(() => ({ body: { visit: visitRow({ id: 2 }) } }));
    renderWithApp(<JobVisits jobId={3} canAdd people={PEOPLE} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add visit' }));
    const form = await screen.findByRole('form', { name: 'Add visit' });
    fireEvent.change(within(form).getByLabelText('Date', { exact: false }), {
      target: { value: '2026-12-15' },
    });
    fireEvent.change(within(form).getByLabelText('Window start'), { target: { value: '13:00' } });
    fireEvent.change(within(form).getByLabelText('Window end'), { target: { value: '12:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('The end of the window must be after its start.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Window end'), { target: { value: '15:00' } });
    await userEvent.click(within(form).getByLabelText('Technicians', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sue Supervisor' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      job_id: 3,
      date: '2026-12-15',
      start_time: '13:00',
      end_time: '15:00',
      technician_ids: [8],
    });
    expect(await screen.findByText('The visit was added.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add visit' })).not.toBeInTheDocument();
  });
});
