import { Alert, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import type { OutboxEntry } from './outbox';
import { fieldsOf } from './stranded-answers';
import { StrandedList } from './stranded-list';

/**
 * Above the form: the answers typed for fields the checklist no longer has (removed, or changed
 * to another type, while the technician was offline; decision 0072). They were not sent; the
 * other answers were. Shown until dismissed, and Submit waits for that.
 */
export function OrphanAnswers({
  report,
  orphans,
  onDismiss,
}: {
  report: ReportDetail;
  orphans: OutboxEntry[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const fields = useMemo(() => fieldsOf(report), [report]);
  if (orphans.length === 0) return null;
  return (
    <Alert
      id="orphan-answers"
      tabIndex={-1}
      color="orange"
      role="alert"
      title={t('reports.stranded.title')}
      style={{ scrollMarginTop: 80 }}
    >
      <Text size="sm">{t('reports.stranded.orphans', { count: orphans.length })}</Text>
      <StrandedList
        entries={orphans}
        fields={fields}
        onDismiss={onDismiss}
        dismissLabel={t('reports.stranded.dismiss', { count: orphans.length })}
      />
    </Alert>
  );
}
