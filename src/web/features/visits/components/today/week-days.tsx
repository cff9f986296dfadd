import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDaysTo } from '@shared/dates';
import { formatDayWords } from '@web/lib/date-style';
import { DAYS_AHEAD } from '../../api/get-my-visits';

/**
 * The next 7 days after the office's today, each a tap away (`?day=`): a visit later in the week,
 * with its location, devices and contacts, opens from the device's copy with no connection.
 */
export function WeekDays({ today, shown }: { today: string; shown: string }) {
  const { t } = useTranslation();
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDaysTo(today, i + 1));
  return (
    <Group gap={6} role="navigation" aria-label={t('today.week')}>
      {days.map((day) => (
        <Button
          key={day}
          component={Link}
          to={`?day=${day}`}
          size="compact-sm"
          variant={day === shown ? 'filled' : 'default'}
          aria-current={day === shown ? 'date' : undefined}
          aria-label={t('today.dayLabel', { day: formatDayWords(day, 'weekdayDay') })}
        >
          {formatDayWords(day, 'weekdayDay')}
        </Button>
      ))}
    </Group>
  );
}
