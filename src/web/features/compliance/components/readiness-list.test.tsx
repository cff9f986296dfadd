import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadinessProblem } from '@shared/schemas/compliance';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { ReadinessList } from './readiness-list';

const problem = (over: Partial<ReadinessProblem>): ReadinessProblem => ({
  application_id: 31,
  report_id: 9,
  applied_on: '2027-03-10',
  product_name: 'Temprid SC',
  location_id: 12,
  location_name: 'Harbor Bakery',
  part: 'county',
  user_id: null,
  code: 'compliance.county',
  params: { state: 'NY', county: 'Nowhere' },
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('ReadinessList', () => {
  it('links each record’s location to its page (issue 33: names link everywhere)', async () => {
    mockServer({ 'GET /api/get-auth-user': () => ({ body: ADMIN_USER }) });
    renderWithApp(
      <ReadinessList
        readiness={{ records: 1, total: 1, problems: [problem({})], closed: true }}
        loading={false}
        error={null}
        back="/compliance/ny"
      />,
    );
    expect(await screen.findByRole('link', { name: 'Harbor Bakery' })).toHaveAttribute(
      'href',
      '/locations/12',
    );
  });

  it('sends each problem where it is fixed: the record, a certification, the company licence', () => {
    const problems = [
      problem({}),
      problem({
        part: 'applicator',
        user_id: 5,
        code: 'compliance.certification',
        params: { name: 'Ana', state: 'NY' },
      }),
      problem({
        part: 'business_licence',
        code: 'compliance.licenceExpired',
        params: { state: 'NY', number: 'NY-BL-7781', day: '01/31/2027' },
      }),
    ];
    renderWithApp(
      <ReadinessList
        readiness={{ records: 1, total: 3, problems, closed: true }}
        loading={false}
        error={null}
        back="/compliance/ny"
      />,
    );
    expect(screen.getByRole('link', { name: 'Correct the record' })).toHaveAttribute(
      'href',
      '/applications/31?back=%2Fcompliance%2Fny&fix=county',
    );
    expect(screen.getByRole('link', { name: 'Record the certification' })).toHaveAttribute(
      'href',
      '/users/5/certifications?back=%2Fcompliance%2Fny',
    );
    // Issue 30: the licence is the company's; its record says when it ran out, named as people say the state.
    expect(
      screen.getByText(
        "The company's New York business licence NY-BL-7781 had expired on 01/31/2027, before this application.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check the licence' })).toHaveAttribute('href', '/company');
  });

  it('keeps a Latin county and a licence number in their order in Arabic (issue 30)', async () => {
    const problems = [
      problem({
        part: 'business_licence',
        code: 'compliance.licenceExpired',
        params: { state: 'NY', number: 'NY-BL-7781', day: '01/31/2027' },
      }),
    ];
    try {
      await i18n.changeLanguage('ar');
      renderWithApp(
        <ReadinessList
          readiness={{ records: 1, total: 1, problems, closed: true }}
          loading={false}
          error={null}
          back="/"
        />,
      );
      const text = screen.getByRole('table').textContent ?? '';
      expect(text).toContain('\u2068NY-BL-7781\u2069');
      expect(text).toContain('\u206801/31/2027\u2069');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the units of a message in the reader’s language, kept apart from the sentence (issue 30)', async () => {
    const problems = [
      problem({ part: 'amount', code: 'compliance.amountZero', params: { amount: '0.00001 fl oz' } }),
    ];
    try {
      await i18n.changeLanguage('fa');
      renderWithApp(
        <ReadinessList
          readiness={{ records: 1, total: 1, problems, closed: true }}
          loading={false}
          error={null}
          back="/"
        />,
      );
      expect(screen.getByRole('table').textContent).toContain('\u2068۰٫۰۰۰۰۱ اونس مایع\u2069');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
