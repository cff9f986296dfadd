import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportStatus } from '@shared/constants';
import { formatDay } from '@web/lib/date-style';
import type { VisitRow } from '@shared/schemas/visits';
import { formatCount } from '@web/lib/number-locale';
import { mapUrl, VisitStatusBadge, visitWindow } from './visit-text';

const isOpen = (v: VisitRow) => v.status === 'scheduled' || v.status === 'in_progress';

/** One visit on Today: when, where (with the map), its status and what to do next. */
export function VisitCard({
  visit,
  today,
  userId,
}: {
  visit: VisitRow & { stop?: number | null };
  today: string;
  userId?: number;
}) {
  const { t, i18n } = useTranslation();
  const overdue = visit.date < today && isOpen(visit);
  const myOpenReport =
    visit.report && visit.report.user_id === userId && visit.report.status_id === ReportStatus.InProgress
      ? visit.report
      : null;
  const startTo = `/my/reports/new?job_id=${visit.job_id}&visit_id=${visit.id}`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={visit.job.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            {typeof visit.stop === 'number' && (
              <Badge variant="filled" color="blue" data-testid="stop-number">
                {t('today.stop', { n: formatCount(visit.stop, i18n.language) })}
              </Badge>
            )}
            <Text fw={700} dir="ltr">
              {visitWindow(t, visit.start_time, visit.end_time)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {overdue && (
              <Badge color="red" variant="filled">
                {t('today.overdue', { day: formatDay(visit.date) })}
              </Badge>
            )}
            <VisitStatusBadge status={visit.status} />
          </Group>
        </Group>
        <Text fw={600} dir="auto">
          {visit.job.name}
        </Text>
        <Text size="sm" dir="auto">
          {visit.location.name}
        </Text>
        {visit.location.address && (
          <Text size="sm" c="dimmed" dir="auto">
            {visit.location.address}
          </Text>
        )}
        <Anchor
          href={mapUrl(visit.location)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('today.mapLabel', { place: visit.location.address || visit.location.name })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconMapPin size={16} aria-hidden />
            {t('today.map')}
          </Group>
        </Anchor>
        <Anchor
          component={Link}
          to={`/my/locations/${visit.location.id}`}
          size="sm"
          aria-label={t('today.place.openLabel', { place: visit.location.name })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconInfoCircle size={16} aria-hidden />
            {t('today.place.open')}
          </Group>
        </Anchor>
        {visit.status === 'skipped' && visit.skip_reason && (
          <Text size="sm" c="dimmed" dir="auto">
            {t('today.skipped', { reason: visit.skip_reason })}
          </Text>
        )}
        {myOpenReport ? (
          <Button component={Link} to={`/my/reports/${myOpenReport.id}`} fullWidth>
            {t('today.continue')}
          </Button>
        ) : visit.status === 'done' ? (
          <Group gap={4} c="green">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm">{t('today.done')}</Text>
          </Group>
        ) : (
          isOpen(visit) && (
            <Button component={Link} to={startTo} fullWidth>
              {t('today.start')}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
