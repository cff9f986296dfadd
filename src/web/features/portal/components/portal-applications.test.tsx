import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalApplication } from '@shared/schemas/portal-actions';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { PortalApplications } from './portal-applications';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const application: PortalApplication = {
  id: 4,
  applied_on: '2026-11-20',
  start_time: '09:30',
  product_name: 'Termidor SC',
  epa_reg_no: '7969-210',
  amount: 2.5,
  unit: 'fl oz',
  place: 'Kitchen',
  target_pests: 'Ants',
  applicator_name: 'Tess Tech',
  chemical_id: 12,
  has_document: true,
};

describe('PortalApplications', () => {
  it("names the amount's unit in the reader's language, the product's label beside it", async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'GET /api/portal/locations/2/applications': () => ({ body: { applications: [application] } }),
    });
    try {
      await i18n.changeLanguage('ar');
      renderWithApp(<PortalApplications locationId={2} />);
      expect(
        await screen.findByText(
          '\u2068٢٫٥\u2069 \u2068أونصة سائلة\u2069 · \u2068Kitchen\u2069 · \u2068Ants\u2069',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'الملصق وصحيفة بيانات السلامة' })).toHaveAttribute(
        'href',
        '/api/portal/chemicals/12/document',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
