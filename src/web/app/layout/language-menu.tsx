import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@web/components/undo-notification';
import { api } from '@web/lib/api-client';
import { useAuthUser } from '@web/lib/auth';
import { type Language, LANGUAGES } from '@shared/languages';
import { useArrival } from '@web/components/deferred-menu';
import { LanguageButton } from './language-button';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const loggedIn = Boolean(useAuthUser().data);
  const button = useRef<HTMLButtonElement>(null);
  useArrival(button);
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
        <LanguageButton ref={button} />
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
