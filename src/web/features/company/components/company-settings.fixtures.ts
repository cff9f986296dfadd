import type { CompanySettings } from '@shared/schemas/company';

/** The company's settings as the server answers them, for the component tests. */
export const COMPANY_SETTINGS: CompanySettings = {
  business_name: 'Greenleaf Pest & Lawn',
  address: '400 Main Street',
  phone: '(512) 555-0142',
  licences: [{ state: 'TX', number: 'TPCL 0712345', expires_on: '2027-03-31' }],
  record_weather: false,
  rate_check_warn_only: false,
  admins_require_two_factor: false,
  portal_remember_days: 30,
  work_day_start: '07:00',
  work_day_end: '18:00',
  default_language: 'en',
  updated_at: '2026-11-20T10:00:00.000Z',
};
