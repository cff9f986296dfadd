import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDayWords } from '@web/lib/date-style';
import type { BoardVisit, VisitRow } from '@shared/schemas/visits';
import { LocationLink } from '@web/components/location-link';
import { ChangeRequestedBadge } from './change-requested-badge';
import { STATUS_COLORS, VISIT_DRAG_TYPE } from './schedule-model';

/** Visits nobody is on: drag one onto a lane, or open it (Enter) to choose its technicians. */
export function UnassignedList({
  visits,
  onOpen,
}: {
  visits: BoardVisit[];
  onOpen: (visit: Pick<VisitRow, 'id'>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="unassigned-title"
      w={{ base: '100%', sm: 'auto' }}
      miw={220}
      maw={{ base: '100%', sm: 280 }}
    >
      <Title order={2} size="h5" id="unassigned-title" mb="xs">
        {t('schedule.unassigned', { n: visits.length })}
      </Title>
      {visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('schedule.noUnassigned')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {visits.map((visit) => (
            <li key={visit.id}>
              <UnstyledButton
                draggable={visit.status !== 'done'}
                onDragStart={(e) => {
                  e.dataTransfer.setData(VISIT_DRAG_TYPE, String(visit.id));
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onClick={() => onOpen(visit)}
                w="100%"
                p={6}
                style={{
                  borderInlineStart: `3px solid var(--mantine-color-${STATUS_COLORS[visit.status]}-5)`,
                }}
              >
                <Text size="sm" fw={600} truncate>
                  {visit.job.name}
                </Text>
                <Text size="xs">
                  <time dateTime={visit.date}>{formatDayWords(visit.date, 'weekday')}</time>
                  {visit.start_time
                    ? ` ${visit.start_time}${visit.end_time ? `–${visit.end_time}` : ''}`
                    : ''}
                </Text>
                <Group gap={4}>
                  {visit.status !== 'scheduled' && (
                    <Badge size="xs" variant="light" color={STATUS_COLORS[visit.status]}>
                      {t(`schedule.status.${visit.status}`)}
                    </Badge>
                  )}
                  {visit.change_requested && <ChangeRequestedBadge />}
                </Group>
              </UnstyledButton>
              {/* Outside the button: a link inside a button is neither one for a screen reader. */}
              <LocationLink
                id={visit.location.id}
                name={visit.location.name}
                size="xs"
                truncate
                display="block"
                px={6}
                pb={4}
                style={{
                  borderInlineStart: `3px solid var(--mantine-color-${STATUS_COLORS[visit.status]}-5)`,
                }}
              />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
