import { AppShell, Badge, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { WAITING_COUNT_MAX } from '@shared/constants';
import type { AuthUser } from '@shared/schemas/auth';
import { DialogHost, preloadDialogs } from '@web/components/dialogs';
import { useWaitingCount } from '@web/features/reports/api/get-waiting-count';
import { permissionsOf } from '@web/lib/auth';
import { afterFirstScreen } from '@web/lib/after-first-screen';
import { allTextsReady } from '@web/lib/i18n';
import { SearchTrigger } from '@web/features/search/components/search-trigger';
import { LanguageSwitch } from './language-switch';
import { LastSynced } from './last-synced';
import { navItemsFor } from './nav-items';
import { ThemeSwitch } from './theme-switch';
import { UserSwitch } from './user-switch';

/**
 * Field work happens where the signal comes and goes, and pages load with their route (decision
 * 0017): soon after login the field pages' code is fetched, so a technician who loses the
 * connection can still move between My jobs, My reports and a report they are filling. Settles
 * when all of it has loaded or failed; a failure is not shown here: the page's own load reports
 * it if the user goes there. Called again, it waits for the loads already under way.
 */
export function prefetchFieldPages(): Promise<void> {
  const ignore = () => undefined;
  return Promise.all([
    import('../routes/my-jobs-page').catch(ignore),
    import('../routes/my-reports-page').catch(ignore),
    import('../routes/field-report-pages').catch(ignore),
    // The rest of the English texts and the header's menus too: logging out must work without a signal.
    allTextsReady().catch(ignore),
    import('./user-menu').catch(ignore),
    import('./language-menu').catch(ignore),
    // And the dialogs' provider: leaving a report with unsaved changes asks first.
    preloadDialogs(),
  ]).then(ignore);
}

function usePrefetchFieldPages(fieldWork: boolean) {
  useEffect(() => {
    if (!fieldWork) return;
    // Not the first screen's: on a slow phone it would share the connection with it (decision 0067).
    return afterFirstScreen(() => void prefetchFieldPages());
  }, [fieldWork]);
}

/** The reports waiting for review beside their navigation item; nothing while none wait. */
function WaitingBadge() {
  const { data: count } = useWaitingCount(true);
  if (!count) return null;
  // Read with the item's own name: "Waiting for review 7".
  return (
    <Badge size="sm" variant="filled" circle={count < 10}>
      {count >= WAITING_COUNT_MAX ? `${WAITING_COUNT_MAX - 1}+` : count}
    </Badge>
  );
}

/** The layout after login: header with the user's menu, role-filtered navigation, the page. */
export function Shell({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const fieldWork = permissionsOf(user).fieldWork;
  usePrefetchFieldPages(fieldWork);
  // Confirm dialogs (confirm-delete, unsaved-changes-guard, review actions) open only on pages
  // inside the shell; their host lives here and fetches the provider on the first dialog.
  return (
    <>
      <DialogHost />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <a href="#main" className="skip-link">
          {t('nav.skipToContent')}
        </a>
        <AppShell.Header>
          <Group h="100%" px={{ base: 6, sm: 'md' }} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.openMenu')}
              />
              <Text fw={800} size="lg" c="green.7">
                {t('app.name')}
              </Text>
            </Group>
            {/* 44 px buttons on a phone (issue 32): closer together there, so the last one fits. */}
            <Group gap={4} wrap="nowrap">
              {/* The search box and Ctrl+K; the palette's code comes on the first use. */}
              <SearchTrigger />
              <LanguageSwitch />
              <ThemeSwitch />
              <UserSwitch user={user} />
            </Group>
          </Group>
        </AppShell.Header>
        {/* An Admin's navigation is taller than a 720 px laptop screen: it scrolls on its own. */}
        <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.main')} style={{ overflowY: 'auto' }}>
          {navItemsFor(user).map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} aria-hidden />}
              rightSection={item.badge === 'waitingForReview' && <WaitingBadge />}
              onClick={close}
            />
          ))}
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1}>
          {/* Where the signal comes and goes, how fresh the device's copy is (issue 32 item 2). */}
          {fieldWork && <LastSynced />}
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
