import { Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AuthUser } from '@shared/schemas/auth';
import { useLogout } from '@web/lib/auth';
import { roleLabel } from '@web/lib/people-forms';
import { useArrival } from '@web/components/deferred-menu';
import { DeviceStorage } from './device-storage';
import { UserButton } from './user-button';

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  useArrival(button);
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UserButton user={user} ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm" c="var(--mantine-color-text)">
          {user.name} · {roleLabel(t, user.type_id, user.type.type)}
        </Menu.Label>
        <DeviceStorage />
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
