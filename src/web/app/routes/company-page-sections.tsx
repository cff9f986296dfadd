import { AccountExport } from '@web/features/company/components/account-export';
import { SsoSettingsSection } from '@web/features/sso/components/sso-settings-section';

/**
 * What the company page draws under its settings form (company-page.tsx fetches this module after
 * the first screen, decision 0067): single sign-on for those who manage it, the account's export.
 */
export function CompanyPageSections({ sso }: { sso: boolean }) {
  return (
    <>
      {sso && <SsoSettingsSection />}
      <AccountExport />
    </>
  );
}
