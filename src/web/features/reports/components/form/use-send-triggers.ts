import { useEffect } from 'react';

/**
 * When the report form's outbox tries again: the connection is back (`online`), or the page is
 * being hidden or left (`visibilitychange`, `pagehide`): a phone gives no leave-page prompt, so
 * that is the last moment to send. `offline` only updates the footer.
 */
export function useSendTriggers(flush: () => Promise<boolean>, setOffline: (offline: boolean) => void) {
  useEffect(() => {
    const onOnline = () => {
      setOffline(false);
      void flush();
    };
    const onOffline = () => setOffline(true);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [flush, setOffline]);
}
