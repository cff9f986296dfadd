import { Avatar, Box, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@shared/schemas/auth';
import { roleLabel } from '@web/lib/people-forms';

/** Who is logged in, as the header shows it; the button of the user's menu (user-menu.tsx). */
export function UserButton({
  user,
  ...props
}: { user: AuthUser } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('nav.userMenu')} mih={44} {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar size="sm" radius="xl" color="green">
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        {/* On a phone the 44 px header buttons leave no room: the name and role are in the menu. */}
        <Box visibleFrom="sm">
          <Text size="sm" fw={600} lh={1.2} data-testid="current-user-name">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {roleLabel(t, user.type_id, user.type.type)}
          </Text>
        </Box>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
