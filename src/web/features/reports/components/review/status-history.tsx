import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { directionOf } from '@shared/languages';
import { reportStatusLabel } from '../report-status-label';

/**
 * In a right-to-left page each status is isolated (FSI … PDI), so the arrow between them takes the
 * page's direction: between two Latin words (a status without translation) it would otherwise turn
 * left to right and point back at "from".
 */
const isolated = (text: string, language: string) =>
  directionOf(language) === 'rtl' ? `\u2068${text}\u2069` : text;

/** Every status change, oldest first: who moved it where, when, and a return's reason. */
export function StatusHistory({ report }: { report: ReportDetail }) {
  const { t, i18n } = useTranslation();
  const isolate = (text: string) => isolated(text, i18n.language);
  return (
    <Timeline active={report.history.length} bulletSize={14} lineWidth={2}>
      {report.history.map((h) => (
        <Timeline.Item
          key={h.id}
          title={
            h.from
              ? t('reports.view.moved', {
                  from: isolate(reportStatusLabel(t, h.from_status_id ?? 0)),
                  to: isolate(reportStatusLabel(t, h.to_status_id)),
                })
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
