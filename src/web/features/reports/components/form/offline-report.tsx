import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { reportsKeys } from '../../api/reports-keys';
import { PageLoader } from '../page-states';
import { getStart, type OfflineStart } from './offline-starts';
import { ReportForm } from './report-form';
import { useSendStart } from './use-send-start';

/**
 * `/my/reports/offline/{key}`: a report started on the device (issue 32), read from IndexedDB, so
 * a reload or a new tab with no connection opens it with what was typed. Once the server has
 * answered its start, the address moves to the report's own, where the rest is sent.
 */
export function OfflineReport({ startKey }: { startKey: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: reportsKeys.offlineStart(startKey),
    queryFn: async () => (await getStart(startKey)) ?? null,
    // The device's own store: read with or without a connection, and never stale while shown.
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
  });
  if (query.isPending) return <PageLoader />;
  const start = query.data;
  if (!start) return <Alert color="orange">{t('reports.offline.notOnDevice')}</Alert>;
  if (start.reportId !== undefined) return <Navigate to={`/my/reports/${start.reportId}`} replace />;
  return <DraftForm start={start} />;
}

function DraftForm({ start }: { start: OfflineStart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markClean = useRef<(() => void) | null>(null);
  const onStarted = useCallback(
    (reportId: number) => {
      // Nothing is left behind: what waited under the local id now waits under the report's id.
      markClean.current?.();
      void navigate(`/my/reports/${reportId}`, { replace: true });
    },
    [navigate],
  );
  const sender = useSendStart(start, onStarted);
  return (
    <Stack gap="md">
      {sender.refusal && (
        <Alert color="red" role="alert" title={t('reports.offline.refusedTitle')}>
          {sender.refusal}
          <Button size="compact-sm" variant="light" ml="sm" onClick={() => void sender.retry()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      <ReportForm report={start.draft} startWaiting cleanRef={markClean} />
    </Stack>
  );
}
