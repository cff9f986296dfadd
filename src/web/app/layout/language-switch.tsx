import { ActionIcon, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@web/components/undo-notification';
import { api } from '@web/lib/api-client';
import { useAuthUser } from '@web/lib/auth';
import { type Language, LANGUAGES } from '@web/lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const loggedIn = Boolean(useAuthUser().data);
  const choose = async (lang: Language) => {
    await i18n.changeLanguage(lang);
    // Stored on the account too, so the next login on any device speaks it.
    if (loggedIn) {
      await api.put('/api/account/language', { language: lang }).catch((e: unknown) => {
        notifyError(t('account.languageNotSaved'), e);
      });
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('nav.language')}>
          <IconLanguage size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            aria-current={i18n.language === lang ? 'true' : undefined}
            fw={i18n.language === lang ? 700 : undefined}
            onClick={() => void choose(lang)}
          >
            {t(`languages.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
