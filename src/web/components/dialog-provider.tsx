import { ModalsProvider, modals } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * Loaded by dialogs.tsx on the first dialog. The provider listens for `modals` calls in its own
 * effect, which runs before this one (a child's effects run first), so the calls kept until now
 * are heard.
 */
export function DialogProvider(props: { onReady: (api: typeof modals) => void; onGone: () => void }) {
  const { onReady, onGone } = props;
  useEffect(() => {
    onReady(modals);
    return onGone;
  }, [onReady, onGone]);
  return <ModalsProvider />;
}
