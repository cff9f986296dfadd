import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportScore } from '@shared/schemas/checklist-logic';

/**
 * "Score 12 / 20 · 60% · Fail · 2 flagged", as the server computed it from the report's snapshot.
 * Pass or Fail only under a pass mark; nothing at all when nothing is scored and nothing flagged.
 */
export function ReportScoreLine({ score }: { score: ReportScore | undefined }) {
  const { t } = useTranslation();
  if (!score || (score.percent === null && score.flagged === 0)) return null;
  const parts: ReactNode[] = [];
  if (score.percent !== null) {
    parts.push(t('reports.logic.scorePoints', { points: score.points, max: score.max_points }));
    parts.push(t('reports.logic.percent', { percent: score.percent }));
    if (score.passed !== null) {
      parts.push(
        <Text span fw={700} c={score.passed ? 'teal.8' : 'red.8'}>
          {score.passed ? t('reports.logic.pass') : t('reports.logic.fail')}
        </Text>,
      );
    }
  }
  if (score.flagged > 0) {
    parts.push(
      <Text span c="red.8">
        {t('reports.logic.flaggedCount', { count: score.flagged })}
      </Text>,
    );
  }
  return (
    <Text fw={600} data-testid="report-score">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
