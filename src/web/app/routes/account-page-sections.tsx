import { Divider } from '@mantine/core';
import { SessionsSection } from '@web/features/account/components/sessions-section';
import { TwoFactorSection } from '@web/features/account/components/two-factor-section';
import { MyCertifications } from '@web/features/users/components/my-certifications';

/**
 * What the account page draws under the password form (account-page.tsx fetches this module after
 * the first screen, decision 0067): two-factor sign-in with passkeys, the sessions, one's certifications.
 */
export function AccountPageSections() {
  return (
    <>
      <TwoFactorSection />
      <Divider />
      <SessionsSection />
      <Divider />
      <MyCertifications />
    </>
  );
}
