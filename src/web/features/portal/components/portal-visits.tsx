import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateDirection, formatDay } from '@web/lib/date-style';
import type { PortalVisit } from '@shared/schemas/portal';
import { useLocationVisits } from '../api/get-location-visits';
import { Section } from './portal-section';
import { PortalVisitChangeForm } from './portal-visit-change-form';

/** One upcoming visit: when, what, and the contact's request to move it (asked, or to ask). */
function VisitItem({ locationId, visit }: { locationId: number; visit: PortalVisit }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const request = visit.change_request;
  return (
    <List.Item icon={<IconCalendarEvent size={18} aria-hidden />}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} dir={dateDirection()} component="span">
            {formatDay(visit.date)}
            {visit.start_time ? ` ${visit.start_time.slice(0, 5)}` : ''}
          </Text>
          <Text component="span">{visit.job_name}</Text>
          <Badge variant="light" size="sm">
            {t(`portal.visitStatus.${visit.status}`)}
          </Badge>
        </Group>
        {sent && (
          <Alert color="green" role="status" p="xs">
            {t('portal.change.sent')}
          </Alert>
        )}
        {request && !asking && (
          <Text size="sm" c="dimmed">
            {t('portal.change.requested', { date: formatDay(request.preferred_date), note: request.note })}
          </Text>
        )}
        {asking ? (
          <PortalVisitChangeForm
            locationId={locationId}
            visit={visit}
            onSent={() => {
              setAsking(false);
              setSent(true);
            }}
            onCancel={() => setAsking(false)}
          />
        ) : (
          visit.status === 'scheduled' && (
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setSent(false);
                  setAsking(true);
                }}
              >
                {request ? t('portal.change.edit') : t('portal.change.ask')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </List.Item>
  );
}

/** A location's upcoming visits, each with "Request a change" (decision 0049, part 3). */
export function PortalVisits({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const visits = useLocationVisits(locationId);
  const rows = { isPending: visits.isPending, error: visits.error, rows: visits.data?.visits };
  return (
    <Section
      id={`visits-${locationId}`}
      title={t('portal.upcomingVisits')}
      query={rows}
      empty={t('portal.noVisits')}
    >
      {(list) => (
        <List spacing="sm" listStyleType="none" p={0}>
          {list.map((v) => (
            <VisitItem key={v.id} locationId={locationId} visit={v} />
          ))}
        </List>
      )}
    </Section>
  );
}
