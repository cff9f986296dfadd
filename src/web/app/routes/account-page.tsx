import { Divider, Stack } from '@mantine/core';
import { AccountSettings } from '@web/features/account/components/account-settings';
import { MyCertifications } from '@web/features/users/components/my-certifications';

export function AccountPage() {
  return (
    <Stack gap="lg">
      <AccountSettings />
      <Divider />
      <MyCertifications />
    </Stack>
  );
}
