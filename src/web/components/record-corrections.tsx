import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@web/lib/date-style';
import type { CorrectablePart, RecordCorrection } from '@shared/schemas/applications';
import { useAppConfig } from '@web/lib/app-config';
import { isolate } from '@shared/languages';
import { unitText } from '@web/lib/units';

/** Each part's name as the correction form labels it. */
const LABEL: Record<CorrectablePart, string> = {
  street: 'applications.record.street',
  municipality: 'applications.record.municipality',
  county: 'applications.record.county',
  zip: 'applications.record.zip',
  amount: 'applications.record.amount',
  unit: 'applications.record.unit',
  epa_reg_no: 'applications.record.epa',
  site_code: 'applications.record.siteCode',
  target_pests: 'applications.record.targetPests',
  applied_on: 'applications.record.date',
  start_time: 'applications.record.start',
};

/**
 * RecordCorrections: every correction of a finished record (issue 30), oldest first: who, when,
 * each part from what to what, and why; its times in the office's time zone. Values are isolated in
 * every language, so a Latin street or a number keeps its order in an Arabic or Persian sentence.
 *
 *   <RecordCorrections corrections={record.corrections} />
 */
export function RecordCorrections({ corrections }: { corrections: RecordCorrection[] }) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const value = (part: CorrectablePart, v: string | number | null) => {
    if (v === null || v === '') return t('reports.record.correctionEmpty');
    if (part === 'applied_on') return isolate(formatDay(String(v)));
    if (part === 'unit') return isolate(unitText(t, String(v)));
    return isolate(String(v));
  };
  return (
    <section aria-label={t('reports.record.corrections')}>
      <Title order={5} size="h6" mt="xs" mb={4}>
        {t('reports.record.corrections')}
      </Title>
      <List spacing={6} size="sm">
        {corrections.map((c, i) => (
          // Corrections are only ever added, in order: a position names one.
          <List.Item key={i}>
            <Text size="sm" fw={500}>
              {t('reports.record.correctionBy', {
                when: isolate(formatDateTime(c.at, timezone)),
                name: isolate(c.by.name),
              })}
            </Text>
            {c.changes.map((change) => (
              <Text size="sm" key={change.part}>
                {t('reports.record.correctionChange', {
                  part: t(LABEL[change.part]),
                  from: value(change.part, change.from),
                  to: value(change.part, change.to),
                })}
              </Text>
            ))}
            <Text size="sm" c="dimmed">
              {t('reports.record.correctionWhy', { note: c.note })}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
