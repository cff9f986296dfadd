import { AccountSettings } from '@web/features/account/components/account-settings';

export function AccountPage() {
  return <AccountSettings />;
}
