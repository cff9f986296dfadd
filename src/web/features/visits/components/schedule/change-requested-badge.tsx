import { Badge } from '@mantine/core';
import { IconCalendarQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A visit a location's contact asked to move in the portal, not yet marked handled (decision
 * 0049, part 3): the office sees it on the schedule without opening each visit. `compact`: the
 * icon alone, for a calendar event too narrow for words; its name is still read out, and the
 * legend shows the icon with its words.
 */
export function ChangeRequestedBadge({ compact = false, role }: { compact?: boolean; role?: string }) {
  const { t } = useTranslation();
  const label = t('schedule.changeRequests.badge');
  const icon = <IconCalendarQuestion size={compact ? 11 : 12} aria-hidden />;
  if (compact) {
    return (
      <Badge
        component="span"
        role="img"
        aria-label={label}
        title={label}
        size="sm"
        circle
        color="yellow"
        variant="filled"
        autoContrast
        px={0}
        me={4}
        style={{ verticalAlign: 'middle' }}
      >
        {icon}
      </Badge>
    );
  }
  return (
    <Badge role={role} size="sm" color="yellow" variant="filled" autoContrast leftSection={icon}>
      {label}
    </Badge>
  );
}
