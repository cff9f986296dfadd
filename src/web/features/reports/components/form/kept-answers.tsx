import { Alert, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { dropReport, listEntries, type OutboxEntry } from './outbox';
import { fieldsOf } from './stranded-answers';
import { StrandedList } from './stranded-list';

/** Why the server no longer takes the report's answers (the save's refusal, or the report as it is). */
export type ClosedBy = 'report.notFound' | 'report.locked' | 'report.notInProgress';

/**
 * A report the device still holds answers for, deleted, finished or submitted elsewhere while the
 * technician was offline (decision 0072): the answers are not sent again and again, nor dropped
 * unseen; they are shown here, to copy, until dismissed. Nothing is drawn when there are none.
 */
export function KeptAnswers({
  reportId,
  closed,
  report,
}: {
  reportId: number;
  closed: ClosedBy;
  report?: Pick<ReportDetail, 'tasks'>;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const fields = useMemo(() => fieldsOf(report ?? { tasks: [] }), [report]);
  useEffect(() => {
    let cancelled = false;
    void listEntries(reportId)
      .then((list) => !cancelled && setEntries(list.filter((e) => !e.unanswered)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [reportId]);
  if (entries.length === 0) return null;
  const why =
    closed === 'report.notFound'
      ? t('reports.stranded.deleted')
      : closed === 'report.locked'
        ? t('reports.stranded.finished')
        : t('reports.stranded.submitted');
  return (
    <Alert color="orange" role="alert" title={t('reports.stranded.keptTitle')}>
      <Text size="sm">{why}</Text>
      <Text size="sm" mt={4}>
        {t('reports.stranded.kept', { count: entries.length })}
      </Text>
      {closed === 'report.notInProgress' && (
        <Text size="sm" mt={4}>
          {t('reports.stranded.sentIfReturned')}
        </Text>
      )}
      <StrandedList
        entries={entries}
        fields={fields}
        dismissLabel={t('reports.stranded.dismiss', { count: entries.length })}
        onDismiss={() => void dropReport(reportId).then(() => setEntries([]))}
      />
    </Alert>
  );
}
