import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';

/** Every status change, oldest first: who moved it where, when, and a return's reason. */
export function StatusHistory({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  return (
    <Timeline active={report.history.length} bulletSize={14} lineWidth={2}>
      {report.history.map((h) => (
        <Timeline.Item
          key={h.id}
          title={
            h.from
              ? t('reports.view.moved', { from: h.from.status, to: h.to.status })
              : t('reports.view.started')
          }
        >
          <Text size="sm" c="dimmed">
            {h.user.name} · <DateDisplay value={h.created_at} />
          </Text>
          {h.reason && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
              {t('reports.view.reason', { reason: h.reason })}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
