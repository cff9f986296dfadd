import { Badge, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '@shared/schemas/report-list';
import { DeferredCheckbox } from '@web/components/deferred-checkbox';

/** "Fail 60%", "Pass 85%" or "60%" (no pass mark); nothing when nothing in the report is scored. */
export function ScoreCell({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  if (row.score_percent === null || row.score_percent === undefined) return null;
  const passed = row.passed ?? null;
  const percent = t('reports.logic.percent', { percent: row.score_percent });
  // One piece that never wraps or cuts: a narrow column showed "F…" and "60" over "%".
  if (passed === null) {
    return (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {percent}
      </Text>
    );
  }
  return (
    <Badge
      color={passed ? 'teal' : 'red'}
      variant={passed ? 'light' : 'filled'}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {passed ? t('reports.logic.pass') : t('reports.logic.fail')} {percent}
    </Badge>
  );
}

/** The count of flagged answers; a zero stays quiet. */
export function FlaggedCell({ row }: { row: ReportRow }) {
  const count = row.flagged_count ?? 0;
  return (
    <Text span size="sm" c={count > 0 ? 'red.8' : 'dimmed'} fw={count > 0 ? 700 : undefined}>
      {count}
    </Text>
  );
}

export type ResultFilter = '' | 'pass' | 'fail';
export const resultFrom = (v: string): ResultFilter => (v === 'pass' || v === 'fail' ? v : '');

/** The list's Result (any, pass, fail) and Flagged only filters; the URL keeps both. */
export function ScoreFilters({
  result,
  flaggedOnly,
  onChange,
}: {
  result: ResultFilter;
  flaggedOnly: boolean;
  onChange: (changes: { result?: string; flagged?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        label={t('reports.logic.result')}
        value={result}
        onChange={(e) => onChange({ result: e.currentTarget.value || undefined })}
        data={[
          { value: '', label: t('reports.logic.resultAny') },
          { value: 'pass', label: t('reports.logic.pass') },
          { value: 'fail', label: t('reports.logic.fail') },
        ]}
      />
      <DeferredCheckbox
        label={t('reports.logic.flaggedOnly')}
        checked={flaggedOnly}
        onChange={(e) => onChange({ flagged: e.currentTarget.checked ? '1' : undefined })}
        mb={8}
      />
    </>
  );
}
