import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { logicReport } from '@web/features/reports/components/logic-report.fixtures';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { ReportPage } from './report-page';

// "After the first screen" is when the test says. The sections' and the return form's modules
// record when they are fetched; the sections' fail while `offline`.
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  offline: false,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('./report-page-sections', async (importOriginal) => {
  first.fetched.push('report-page-sections');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('@web/features/reports/components/review/return-form', async (importOriginal) => {
  first.fetched.push('return-form');
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

function report(status: number): ReportDetail {
  const r = logicReport({ activity: 'None' });
  r.status_id = status;
  const submitted = status === ReportStatus.Submitted;
  r.can = { ...r.can, edit: false, print: true, finish: submitted, return: submitted };
  return r;
}

function server(body: ReportDetail) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/reports/5': () => ({ body }),
    'GET /api/reports/5/sends': () => ({ body: { sends: [] } }),
    'GET /api/reports/5/corrective-actions': () => ({ body: { from_report: [], open_at_location: [] } }),
    'GET /api/reports/5/share-links': () => ({ body: { links: [] } }),
    'GET /api/history/reports/5': () => ({ body: { entries: [], total: 0 } }),
  });
}

const afterFirstScreen = async () => {
  for (const work of first.after.splice(0)) work();
  await vi.dynamicImportSettled();
};

describe("a report's page: what is under the answers comes after the first screen (decision 0067)", () => {
  it('draws the answers first, Loading… at the end, then the mail, actions and history once fetched; says so when they do not come', async () => {
    server(report(ReportStatus.Finished));
    first.offline = true;
    renderWithApp(<ReportPage />, { url: '/reports/5', path: '/reports/:id' });
    expect(await screen.findByText('Activity seen')).toBeVisible();
    expect(first.fetched).toEqual([]);
    expect(screen.getAllByText('Loading…').filter((e) => e.getAttribute('aria-busy'))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Sent by e-mail' })).toBeNull();

    // Not fetched (offline): the answers stay, the end of the page says so.
    await afterFirstScreen();
    expect(await screen.findByText('This list could not be loaded.')).toBeVisible();
    expect(screen.getByText('Activity seen')).toBeVisible();

    first.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sent by e-mail' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Corrective actions' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Status history' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the reports' })).toBeVisible();
    expect(await screen.findByText(/^Not sent yet/)).toBeVisible();
    expect(screen.queryAllByText('Loading…').filter((e) => e.getAttribute('aria-busy'))).toHaveLength(0);
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
  });

  it("fetches the return's form after the first screen, so Return shows it at once, focused", async () => {
    server(report(ReportStatus.Submitted));
    renderWithApp(<ReportPage />, { url: '/reports/5', path: '/reports/:id' });
    // The reason's autosizing Textarea listens to the document's fonts, which happy-dom has not.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const back = await screen.findByRole('button', { name: 'Return to technician' });
    expect(first.fetched).not.toContain('return-form');

    await afterFirstScreen();
    await vi.waitFor(() => expect(first.fetched).toContain('return-form'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(back);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
  });
});
