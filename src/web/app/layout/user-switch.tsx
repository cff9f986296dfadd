import type { AuthUser } from '@shared/schemas/auth';
import { DeferredMenu } from '@web/components/deferred-menu';
import { deferredCode } from '@web/components/deferred-widget';
import { UserButton } from './user-button';

const menuCode = deferredCode(
  () => import('./user-menu'),
  (m) => m.UserMenu,
);

/** The header's account menu (user-menu.tsx), fetched when it is wanted. */
export function UserSwitch({ user }: { user: AuthUser }) {
  return <DeferredMenu code={menuCode} menuProps={{ user }} button={UserButton} />;
}
