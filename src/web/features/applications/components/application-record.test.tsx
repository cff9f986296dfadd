import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '@shared/schemas/compliance';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { ApplicationRecord } from './application-record';

afterEach(() => vi.unstubAllGlobals());

describe('ApplicationRecord', () => {
  it('opens the location’s page and the report from the record (issue 33: names link everywhere)', async () => {
    const record: ApplicationDetail = {
      ...frozenRecord({ id: 7, report_id: 40, location_id: 12, location_name: 'Harbor Bakery' }),
      corrections: [],
      listed: true,
      corrected_at: null,
      corrected_by: null,
      correction_note: '',
    };
    mockServer({
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/applications/7': () => ({ body: record }),
    });
    renderWithApp(<ApplicationRecord id={7} />);
    expect(await screen.findByRole('link', { name: 'Harbor Bakery' })).toHaveAttribute(
      'href',
      '/locations/12',
    );
    expect(screen.getByRole('link', { name: /40/ })).toHaveAttribute('href', '/reports/40');
  });
});
