import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DeferredPart, deferredSections } from '@web/components/deferred-part';
import { CompanySettingsPage } from '@web/features/company/components/company-settings';
import { ssoSettingsQuery } from '@web/features/sso/api/get-sso-settings';
import { permissionsOf, useAuthUser } from '@web/lib/auth';

/**
 * The single sign-on section's texts, which the page's first screen does not show (COMPANY_TEXTS
 * leaves them out). Not waited for when they fail: a missing text fetches its section and draws
 * again (lib/i18n.ts).
 */
const SECTIONS_TEXTS = ['sso'];

// Single sign-on's form and the account's export come after the first screen, the settings form
// at once. Until they are in, Loading… stands at the end of the page, under which nothing is drawn
// to move.
const sectionsCode = deferredSections(
  () => import('./company-page-sections'),
  (module) => module.CompanyPageSections,
  SECTIONS_TEXTS,
);

export function CompanyPage() {
  const me = useAuthUser().data;
  const sso = Boolean(me && permissionsOf(me).manage);
  // Only the code waits: the settings are asked for with the page's.
  useQuery({ ...ssoSettingsQuery(), enabled: sso });
  return (
    <Stack gap="xl">
      <CompanySettingsPage />
      <DeferredPart code={sectionsCode} props={{ sso }} />
    </Stack>
  );
}
