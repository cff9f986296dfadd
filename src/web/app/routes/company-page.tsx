import { Stack } from '@mantine/core';
import { AccountExport } from '@web/features/company/components/account-export';
import { CompanySettingsPage } from '@web/features/company/components/company-settings';
import { SsoSettingsSection } from '@web/features/sso/components/sso-settings-section';
import { permissionsOf, useAuthUser } from '@web/lib/auth';

export function CompanyPage() {
  const me = useAuthUser().data;
  return (
    <Stack gap="xl">
      <CompanySettingsPage />
      {me && permissionsOf(me).manage && <SsoSettingsSection />}
      <AccountExport />
    </Stack>
  );
}
