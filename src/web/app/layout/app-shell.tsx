import { AppShell, Avatar, Burger, Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useNavigate } from 'react-router';
import type { AuthUser } from '@shared/schemas/auth';
import { permissionsOf, useLogout } from '@web/lib/auth';
import { roleLabel } from '@web/lib/people-forms';
import { LanguageSwitch } from './language-switch';
import { navItemsFor } from './nav-items';
import { ThemeSwitch } from './theme-switch';

function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" radius="xl" color="green">
              {user.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div>
              <Text size="sm" fw={600} lh={1.2} data-testid="current-user-name">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel(t, user.type_id, user.type.type)}
              </Text>
            </div>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t('account.menuItem')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() =>
            logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })
          }
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Field work happens where the signal comes and goes, and pages load with their route (decision
 * 0017): soon after login the field pages' code is fetched, so a technician who loses the
 * connection can still move between My jobs, My reports and a report they are filling.
 */
function usePrefetchFieldPages(fieldWork: boolean) {
  useEffect(() => {
    if (!fieldWork) return;
    const timer = window.setTimeout(() => {
      // A failure here is not shown: the page's own load reports it if the user goes there.
      import('../routes/my-jobs-page').catch(() => undefined);
      import('../routes/report-pages').catch(() => undefined);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [fieldWork]);
}

/** The layout after login: header with the user's menu, role-filtered navigation, the page. */
export function Shell({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  usePrefetchFieldPages(permissionsOf(user).fieldWork);
  // Confirm dialogs (confirm-delete, unsaved-changes-guard, review actions) open only on pages
  // inside the shell; their provider lives here so the login page does not download it.
  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <a href="#main" className="skip-link">
          {t('nav.skipToContent')}
        </a>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
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
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <ThemeSwitch />
              <UserMenu user={user} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.main')}>
          {navItemsFor(user).map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} aria-hidden />}
              onClick={close}
            />
          ))}
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
