import { DeferredMenu } from '@web/components/deferred-menu';
import { LanguageButton } from './language-button';

/** The header's language menu (language-menu.tsx), fetched when it is wanted. */
export function LanguageSwitch() {
  return (
    <DeferredMenu
      load={() => import('./language-menu').then((m) => m.LanguageMenu)}
      button={LanguageButton}
    />
  );
}
