import { Stack } from '@mantine/core';
import { DeferredPart, deferredSections } from '@web/components/deferred-part';
import { AccountSettings } from '@web/features/account/components/account-settings';

/**
 * The texts of the sections under the password form, which the page's first screen does not show
 * (ACCOUNT_TEXTS leaves them out).
 */
const SECTIONS_TEXTS = ['sessions', 'twoFactor'];

// Two factors with passkeys, the sessions' table and one's certifications (about a third of the
// page's code) come after the first screen, the name, date style and password forms at once. Until
// they are in, Loading… stands at the end of the page, under which nothing is drawn to move.
const sectionsCode = deferredSections(
  () => import('./account-page-sections'),
  (module) => module.AccountPageSections,
  SECTIONS_TEXTS,
);

export function AccountPage() {
  return (
    <Stack gap="lg">
      <AccountSettings below={<DeferredPart code={sectionsCode} props={{}} />} />
    </Stack>
  );
}
