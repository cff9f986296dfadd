import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { JobVisits } from './job-visits/job-visits';
import { RecurrenceSection } from './recurrence/recurrence-section';

// "After the first screen" is when the test says. Each form's module records when it is fetched,
// waits while `held` (its code on its way) and fails while `offline` (its code did not arrive).
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  offline: false,
  held: null as Promise<void> | null,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('./recurrence/recurrence-form', async (importOriginal) => {
  first.fetched.push('recurrence-form');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  await first.held;
  return importOriginal();
});
vi.mock('./job-visits/add-visit-form', async (importOriginal) => {
  first.fetched.push('add-visit-form');
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

describe("the job page's forms after its first screen (decision 0067)", () => {
  it('fetches the Add visit form after the first screen, so pressing Add visit then shows it at once', async () => {
    mockServer({ 'GET /api/jobs/3/visits': () => ({ body: { visits: [], total: 0 } }) });
    renderWithApp(<JobVisits jobId={3} canAdd people={[{ id: 7, name: 'Tom Tech' }]} />);
    const add = await screen.findByRole('button', { name: 'Add visit' });
    expect(first.fetched).toEqual([]);

    for (const work of first.after.splice(0)) work();
    await vi.waitFor(() => expect(first.fetched).toEqual(['add-visit-form']));
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(add);
    expect(screen.getByRole('form', { name: 'Add visit' })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('pressed before the recurrence form is in, asks for it at once and says Loading… until it comes; if it does not come, says so with Try again', async () => {
    mockServer({ 'GET /api/jobs/3/recurrence': () => ({ body: { recurrence: null } }) });
    renderWithApp(<RecurrenceSection jobId={3} canEdit today="2026-12-01" />);
    const setUp = await screen.findByRole('button', { name: 'Set up repeating' });
    // Not part of the first screen: nothing fetched it yet.
    expect(first.fetched).not.toContain('recurrence-form');

    first.offline = true;
    await userEvent.click(setUp);
    expect(await screen.findByText('This form could not be loaded.')).toBeVisible();
    expect(first.fetched).toContain('recurrence-form');

    // Try again, the code on its way: Loading… stands where the form comes, then the form.
    first.offline = false;
    let arrive = () => undefined as void;
    first.held = new Promise<void>((resolve) => (arrive = resolve));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Save rule' })).toBeNull();
    arrive();
    expect(await screen.findByRole('button', { name: 'Save rule' })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByText('This form could not be loaded.')).toBeNull();
  });
});
