import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '@shared/schemas/compliance';
import { mockServer, renderWithApp } from '@web/test/render';
import { ApplicationCorrection } from './application-correction';

afterEach(() => vi.unstubAllGlobals());

// The parts the correction form shows; the rest of a frozen record plays no part here.
const record = {
  id: 7,
  applied_on: '2027-03-10',
  start_time: '09:10',
  end_time: '09:40',
  street: '214 Mamaroneck Ave',
  municipality: 'White Plains',
  county: 'Westchester',
  state: 'NY',
  zip: '10601',
  amount: 1.5,
  unit: 'fl oz',
  epa_reg_no: '432-1363',
  site_code: 30,
  target_pests: 'German cockroach',
  listed: true,
  corrected_at: null,
  corrected_by: null,
  correction_note: '',
} as unknown as ApplicationDetail;

describe('ApplicationCorrection', () => {
  it('sends a moved date and start time with the reason, and nothing it did not change (issue 30)', async () => {
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'POST /api/applications/7/correct': (_url, init) => ({
        body: { ...record, ...(JSON.parse(init.body as string) as object) },
      }),
    });
    const onSaved = vi.fn();
    renderWithApp(<ApplicationCorrection record={record} onSaved={onSaved} />);
    const user = userEvent.setup();

    // Native date and time inputs take a whole value at once, as a picker gives it.
    fireEvent.change(await screen.findByLabelText('Date of application'), {
      target: { value: '2027-03-09' },
    });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '08:00' } });
    await user.type(screen.getByRole('textbox', { name: /Why it is corrected/ }), 'Done the evening before');
    await user.click(screen.getByRole('button', { name: 'Save the correction' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      applied_on: '2027-03-09',
      start_time: '08:00',
      note: 'Done the evening before',
    });
  });
});
