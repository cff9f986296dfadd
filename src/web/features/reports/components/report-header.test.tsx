import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
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
});
