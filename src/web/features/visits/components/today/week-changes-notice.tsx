import { Alert, Button, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@shared/languages';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { useWeekChanges } from './use-week-changes';
import type { WeekChange } from './week-changes';
import { visitWindow } from './visit-text';

/**
 * "Your week changed" on Today (issue 32 item 4, decision 0072): the visits the office moved,
 * took off the technician's days or added since the copy on the phone, perhaps read with no
 * signal, each named with its day and window, until the technician dismisses it. `days`: today
 * (`undefined`) and the dates after, as the device keeps them.
 */
export function WeekChangesNotice({ days }: { days: readonly (string | undefined)[] }) {
  const { t } = useTranslation();
  const { changes, dismiss } = useWeekChanges(days);
  if (changes.length === 0) return null;
  // Right to left (decision 0075), a day and its window are one phrase of the page's direction,
  // the day first, the window left to right; the names are isolated as every value is.
  const rtl = dateDirection() === 'rtl';
  const when = (v: WeekChange['visit']) => {
    const window = visitWindow(t, v.start_time, v.end_time);
    return rtl ? `\u2067${formatDay(v.date)} ${isolate(window)}\u2069` : `${formatDay(v.date)} ${window}`;
  };
  const line = (c: WeekChange) => {
    const visit = { job: c.visit.job.name, location: c.visit.location.name };
    if (c.kind === 'moved')
      return t('today.changes.moved', { ...visit, from: when(c.was), to: when(c.visit) });
    if (c.kind === 'gone') return t('today.changes.gone', { ...visit, when: when(c.visit) });
    return t('today.changes.added', { ...visit, when: when(c.visit) });
  };
  return (
    <Alert
      color="orange"
      title={t('today.changes.title', { count: changes.length })}
      data-testid="week-changes"
    >
      <List size="sm" spacing={4} mb="sm">
        {changes.map((c) => (
          <List.Item key={`${c.kind}-${c.visit.id}`} data-kind={c.kind}>
            <bdi>{line(c)}</bdi>
          </List.Item>
        ))}
      </List>
      <Button size="sm" mih={44} variant="light" onClick={dismiss}>
        {t('today.changes.dismiss')}
      </Button>
    </Alert>
  );
}
