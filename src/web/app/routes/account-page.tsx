import { Stack } from '@mantine/core';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode } from '@web/components/deferred-widget';
import { AccountSettings } from '@web/features/account/components/account-settings';
import { importAgain } from '@web/lib/import-again';
import { textSectionsReady } from '@web/lib/i18n';

/**
 * The texts of the sections under the password form, which the page's first screen does not show
 * (ACCOUNT_TEXTS leaves them out). Not waited for when they fail: a missing text fetches its
 * section and draws again (lib/i18n.ts).
 */
const SECTIONS_TEXTS = ['sessions', 'twoFactor'];

// Two factors with passkeys, the sessions' table and one's certifications (about a third of the
// page's code) come after the first screen, the name, date style and password forms at once. Until
// they are in, Loading… stands at the end of the page, under which nothing is drawn to move.
const fetchSections = importAgain(() => import('./account-page-sections'));
const sectionsCode = deferredCode<object>(() =>
  Promise.all([fetchSections(), textSectionsReady(SECTIONS_TEXTS).catch(() => undefined)]).then(
    ([module]) => module.AccountPageSections,
  ),
);

export function AccountPage() {
  return (
    <Stack gap="lg">
      <AccountSettings below={<DeferredPart code={sectionsCode} props={{}} />} />
    </Stack>
  );
}
