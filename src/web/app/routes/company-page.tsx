import { CompanySettingsPage } from '@web/features/company/components/company-settings';

export function CompanyPage() {
  return <CompanySettingsPage />;
}
