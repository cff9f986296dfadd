import type { AuthUser } from '@shared/schemas/auth';
import { DeferredMenu } from '@web/components/deferred-menu';
import { UserButton } from './user-button';

/** The header's account menu (user-menu.tsx), fetched when it is wanted. */
export function UserSwitch({ user }: { user: AuthUser }) {
  return (
    <DeferredMenu
      load={() => import('./user-menu').then((m) => m.UserMenu)}
      menuProps={{ user }}
      button={UserButton}
    />
  );
}
