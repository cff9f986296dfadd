import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { afterStart, startReport } from '../../api/start-report';
import { type OfflineStart, recordReportId } from './offline-starts';

const RETRY_MS = 5000;

/**
 * Sends a report started on the device, first of all it holds (issue 32): its answers, images and
 * Submit wait under its local id until the server has named the report. The start goes with its
 * key, so a start sent again (its answer lost with the connection) answers the same report. Tried
 * at once when online, when the connection returns, and every few seconds after a network failure;
 * a refusal (the job no longer assigned, say) is shown and not sent again by itself.
 * `onStarted` runs once the report's id is recorded and the outbox moved to it.
 */
export function useSendStart(start: OfflineStart, onStarted: (reportId: number) => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(false);
  const [tries, setTries] = useState(0);

  const send = useCallback(async () => {
    clearTimeout(timer.current);
    if (running.current || done.current || !navigator.onLine) return;
    running.current = true;
    try {
      const report = await startReport({
        job_id: start.job_id,
        template_id: start.template_id,
        ...(start.visit_id ? { visit_id: start.visit_id } : {}),
        client_key: start.key,
      });
      await recordReportId(start.key, report.id);
      afterStart(queryClient, report);
      done.current = true;
      setRefusal(null);
      onStarted(report.id);
    } catch (error) {
      const retry = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
      if (retry) timer.current = setTimeout(() => setTries((n) => n + 1), RETRY_MS);
      else setRefusal(error.message);
    } finally {
      running.current = false;
    }
  }, [start, queryClient, onStarted]);

  useEffect(() => {
    // After the form has drawn: the start's answer then finds it in place to move on from.
    const soon = setTimeout(() => void send(), 0);
    return () => clearTimeout(soon);
  }, [send, tries]);

  useEffect(() => {
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(timer.current);
    };
  }, [send]);

  return { refusal, retry: send };
}
