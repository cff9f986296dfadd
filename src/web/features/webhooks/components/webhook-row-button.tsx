import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A webhook row's "…" button, apart from its menu (webhook-row-menu.tsx): the list draws it alone
 * until the menu's code is in, and the menu draws it as its target.
 */
export const WebhookRowButton = forwardRef<
  HTMLButtonElement,
  ActionIconProps & ComponentPropsWithoutRef<'button'>
>(function WebhookRowButton(props, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon ref={ref} variant="subtle" aria-label={t('common.actions')} {...props}>
      <IconDots size={16} />
    </ActionIcon>
  );
});
