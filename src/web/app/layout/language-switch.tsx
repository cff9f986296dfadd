import { DeferredMenu } from '@web/components/deferred-menu';
import { deferredCode } from '@web/components/deferred-widget';
import { LanguageButton } from './language-button';

const menuCode = deferredCode(
  () => import('./language-menu'),
  (m) => m.LanguageMenu,
);

/** The header's language menu (language-menu.tsx), fetched when it is wanted. */
export function LanguageSwitch() {
  return <DeferredMenu code={menuCode} button={LanguageButton} />;
}
