import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilingsDueResponse, FilingsResponse, ReadinessResponse } from '@shared/schemas/compliance';
import { renderWithApp } from '@web/test/render';
import { ComplianceArea } from './compliance-area';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('ComplianceArea', { timeout: 30_000 }, () => {
  it('exports the filing log of the state shown (issue 33 item 8: every list exports)', async () => {
    const due: FilingsDueResponse = { states: ['NY', 'TX'], due: [] };
    const readiness: ReadinessResponse = { records: 0, total: 0, problems: [], closed: true };
    const log: FilingsResponse = { filings: [], total: 0 };
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        asked.push(url);
        if (url.pathname === '/api/compliance/due') return json(due);
        if (url.pathname === '/api/compliance/readiness') return json(readiness);
        if (url.pathname === '/api/compliance/filings') return json(log);
        return new Response('\uFEFFMade\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="compliance-2026-12-01.csv"',
          },
        });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<ComplianceArea />, { url: '/compliance?state=TX' });
    const logSection = (await screen.findByRole('heading', { name: 'Filing log' })).closest('div')!;
    await userEvent.click(within(logSection.parentElement!).getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }, { timeout: 15_000 }));
    await waitFor(() => expect(saved).toEqual(['compliance-2026-12-01.csv']));
    const exported = asked.find((u) => u.pathname === '/api/export/compliance');
    expect(Object.fromEntries(exported!.searchParams)).toEqual({ state: 'TX', format: 'csv' });
  });
});
