import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportStatus } from '@shared/constants';
import { mockServer, renderWithApp } from '@web/test/render';
import i18n from '@web/lib/i18n';
import { ADMIN_USER } from '@web/test/users';
import { logicReport } from '../logic-report.fixtures';
import type { ReportDetail } from '@shared/schemas/reports';
import { ReportPrint } from '../print/report-print';
import { ReportScoreLine } from '../report-score';
import { ReportView } from './report-view';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** A submitted inspection as the server sends it: "Where" and Treatment hidden, the door seal flagged. */
function submitted(): ReportDetail {
  const report = logicReport({ activity: 'None' });
  report.status_id = ReportStatus.Submitted;
  report.status = { status: 'Submitted' };
  report.can = { ...report.can, edit: false, print: true };
  const [activity, where, door] = report.tasks[0]!.fields;
  where!.hidden = true;
  // A kept answer of a hidden question: still stored, never shown.
  where!.answer = 'Kept hidden answer';
  door!.answer = 'Damaged';
  door!.followup = { note: 'Torn at the hinge', photos: [{ file_id: 31 }] };
  report.tasks[1]!.hidden = true;
  report.tasks[1]!.fields[0]!.hidden = true;
  expect(activity!.answer).toBe('None');
  report.pass_mark = 80;
  report.score = { points: 10, max_points: 20, percent: 50, flagged: 1, passed: false };
  return report;
}

function server(report: ReportDetail) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/reports/5': () => ({ body: report }),
    'GET /api/reports/5/print': () => ({ body: report }),
  });
}

describe('a report with checklist logic, as viewed and printed', () => {
  it('leaves hidden questions and tasks out, shows the score line and the flagged answer’s follow-up', async () => {
    server(submitted());
    renderWithApp(<ReportView id={5} />, { url: '/reports/5' });
    expect(await screen.findByTestId('report-score')).toHaveTextContent(
      'Score 10 / 20 · 50% · Fail · 1 flagged',
    );
    expect(screen.getByText('Activity seen')).toBeInTheDocument();
    expect(screen.queryByText('Where')).toBeNull();
    expect(screen.queryByText('Kept hidden answer')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Treatment' })).toBeNull();
    const door = screen.getByText('Door seal').closest('div')!.parentElement!;
    expect(within(door).getByText('Flagged')).toBeInTheDocument();
    expect(within(door).getByText('Damaged')).toBeInTheDocument();
    expect(within(door).getByText('Torn at the hinge')).toBeInTheDocument();
    expect(within(door).getByRole('img', { name: 'Door seal, flagged answer photo 1' })).toHaveAttribute(
      'src',
      '/api/reports/5/files/31',
    );
    // The unflagged answer carries no mark.
    const activity = screen.getByText('Activity seen').closest('div')!.parentElement!;
    expect(within(activity).queryByText('Flagged')).toBeNull();
  });

  it('prints the same: no hidden question, the score line', async () => {
    vi.stubGlobal('print', vi.fn());
    server(submitted());
    renderWithApp(<ReportPrint id={5} />, { url: '/reports/print/5' });
    expect(await screen.findByTestId('report-score')).toHaveTextContent('Score 10 / 20 · 50% · Fail');
    expect(screen.getByText('Door seal')).toBeInTheDocument();
    expect(screen.queryByText('Where')).toBeNull();
    expect(screen.queryByText('Product used')).toBeNull();
  });
});

describe('ReportScoreLine', () => {
  const line = (score: Parameters<typeof ReportScoreLine>[0]['score']) =>
    render(
      <MantineProvider env="test">
        <ReportScoreLine score={score} />
      </MantineProvider>,
    ).container.querySelector('[data-testid="report-score"]')?.textContent ?? '';

  it('says Pass or Fail only under a pass mark, the flagged count only when there is one', () => {
    expect(line({ points: 12, max_points: 20, percent: 60, flagged: 2, passed: false })).toBe(
      'Score 12 / 20 · 60% · Fail · 2 flagged',
    );
    expect(line({ points: 18, max_points: 20, percent: 90, flagged: 0, passed: true })).toBe(
      'Score 18 / 20 · 90% · Pass',
    );
    expect(line({ points: 12, max_points: 20, percent: 60, flagged: 0, passed: null })).toBe(
      'Score 12 / 20 · 60%',
    );
    expect(line({ points: 0, max_points: 0, percent: null, flagged: 1, passed: null })).toBe('1 flagged');
  });

  it("reads in Arabic and Persian, with their plurals, in the language's digits", async () => {
    const score = { points: 12, max_points: 20, percent: 60, flagged: 2, passed: false };
    await i18n.changeLanguage('ar');
    expect(line(score)).toBe(
      'الدرجة \u2068١٢\u2069 / \u2068٢٠\u2069 · \u2068٦٠\u2069٪ · راسب · إجابتان مُعلَّمتان',
    );
    await i18n.changeLanguage('fa');
    expect(line(score)).toBe(
      'امتیاز \u2068۱۲\u2069 / \u2068۲۰\u2069 · \u2068۶۰\u2069٪ · مردود · \u2068۲\u2069 مورد علامت\u200cخورده',
    );
  });

  it('shows nothing when nothing is scored and nothing flagged, or the report has no score', () => {
    expect(line({ points: 0, max_points: 0, percent: null, flagged: 0, passed: null })).toBe('');
    expect(line(undefined)).toBe('');
  });
});
