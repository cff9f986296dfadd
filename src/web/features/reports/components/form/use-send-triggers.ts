import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportsKeys } from '../../api/reports-keys';

/**
 * When the report form's outbox tries again: the connection is back (`online`), or the page is
 * being hidden or left (`visibilitychange`, `pagehide`): a phone gives no leave-page prompt, so
 * that is the last moment to send. `offline` only updates the footer. Back online, the report
 * is asked for again too: what the office did meanwhile (a return, decision 0072) is shown.
 */
export function useSendTriggers(
  reportId: number,
  flush: () => Promise<boolean>,
  setOffline: (offline: boolean) => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOnline = () => {
      setOffline(false);
      void flush();
      if (reportId > 0)
        void queryClient.invalidateQueries({ queryKey: reportsKeys.detail(reportId), exact: true });
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
  }, [reportId, flush, setOffline, queryClient]);
}
