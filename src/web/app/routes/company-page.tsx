import { Stack } from '@mantine/core';
import { AccountExport } from '@web/features/company/components/account-export';
import { CompanySettingsPage } from '@web/features/company/components/company-settings';

export function CompanyPage() {
  return (
    <Stack gap="xl">
      <CompanySettingsPage />
      <AccountExport />
    </Stack>
  );
}
