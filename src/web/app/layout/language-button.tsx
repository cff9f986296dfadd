import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's language button; its menu (language-menu.tsx) loads when it is wanted. */
export function LanguageButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="default" size="lg" aria-label={t('nav.language')} {...props}>
      <IconLanguage size={18} />
    </ActionIcon>
  );
}
