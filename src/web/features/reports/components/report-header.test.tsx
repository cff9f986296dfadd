import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { logicReport } from './logic-report.fixtures';
import { ReportHeader } from './report-header';

afterEach(() => vi.unstubAllGlobals());

function finished(over: Partial<ReportDetail> = {}): ReportDetail {
  return {
    ...logicReport(),
    status_id: ReportStatus.Finished,
    status: { status: 'Finished' },
    finished_at: '2026-03-08T17:00:00.000Z',
    ...over,
  };
}

describe('ReportHeader', () => {
  it('links a finished report’s verification code to its public check (issue 30)', async () => {
    mockServer({});
    renderWithApp(<ReportHeader report={finished({ verification_code: '7K2M-9QXD-4HRT' })} />);
    const link = await screen.findByRole('link', { name: '7K2M-9QXD-4HRT' });
    expect(link).toHaveAttribute('href', '/verify/7K2M-9QXD-4HRT');
    expect(screen.getByText('Verification code')).toBeInTheDocument();
  });

  it('shows no code where the report has none', async () => {
    mockServer({});
    renderWithApp(<ReportHeader report={finished({ verification_code: null })} />);
    expect(await screen.findByText('Marcus Johnson')).toBeInTheDocument();
    expect(screen.queryByText('Verification code')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the location to its page in the office’s view, never in a shared or printed copy (issue 33)', async () => {
    mockServer({ 'GET /api/get-auth-user': () => ({ body: ADMIN_USER }) });
    const report = finished();
    const { unmount } = renderWithApp(<ReportHeader report={report} linkLocation />);
    const link = await screen.findByRole('link', { name: report.job.location.name });
    expect(link).toHaveAttribute('href', `/locations/${report.job.location.id}`);
    unmount();
    renderWithApp(<ReportHeader report={report} />);
    expect(await screen.findByText(report.job.location.name)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: report.job.location.name })).toBeNull();
  });
});
