import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ShareLinksSection } from './share-links-section';

// "After the first screen" never comes here; the form's module records when it is fetched and waits
// while `held` (its code on its way).
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  held: null as Promise<void> | null,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('./create-share-link-form', async (importOriginal) => {
  first.fetched.push('create-share-link-form');
  await first.held;
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

describe("the share link form after the page's first screen (decision 0067)", () => {
  it('Create link pressed before the share link form is in: Loading… in the dialog, then the form', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'GET /api/reports/12/share-links': () => ({ body: { links: [] } }),
    });
    let arrive = () => undefined as void;
    first.held = new Promise<void>((resolve) => (arrive = resolve));
    renderWithApp(<ShareLinksSection target={{ kind: 'reports', id: 12 }} />);
    expect(await screen.findByText('No links yet.')).toBeVisible();
    expect(first.fetched).not.toContain('create-share-link-form');

    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    arrive();
    const days = await within(dialog).findByLabelText(/Days until it ends/);
    expect(days).toBeVisible();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
    // Its first field takes the focus, as it would have had the form been in when the dialog opened.
    await waitFor(() => expect(days).toHaveFocus());
  });
});
