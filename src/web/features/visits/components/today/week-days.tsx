import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDaysTo } from '@shared/dates';
import { DAYS_AHEAD } from '../../api/get-my-visits';

/** "Thu 3" in the reader's language; noon UTC of the day, read in UTC, is that day everywhere. */
function dayName(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * The next 7 days after the office's today, each a tap away (`?day=`): a visit later in the week,
 * with its location, devices and contacts, opens from the device's copy with no connection.
 */
export function WeekDays({ today, shown }: { today: string; shown: string }) {
  const { t, i18n } = useTranslation();
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
          aria-label={t('today.dayLabel', { day: dayName(day, i18n.language) })}
        >
          {dayName(day, i18n.language)}
        </Button>
      ))}
    </Group>
  );
}
