import { Alert, Anchor, Badge, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@shared/dates';
import type { PortalLocation } from '@shared/schemas/portal';
import { DateDisplay } from '@web/components/date-display';
import { portalReportPdfUrl, useLocationReports } from '../api/get-location-reports';
import { useLocationVisits } from '../api/get-location-visits';

/** A list's loading, error and empty states, then its rows. */
function Section<T>({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; error: Error | null; rows: T[] | undefined };
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('portal.loading')} />
      ) : query.error || !query.rows ? (
        <Alert color="red" role="alert">
          {query.error?.message}
        </Alert>
      ) : query.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        children(query.rows)
      )}
    </Stack>
  );
}

/** One of the contact's locations: its upcoming visits and its finished reports with their PDFs. */
export function PortalLocationCard({ location }: { location: PortalLocation }) {
  const { t } = useTranslation();
  const visits = useLocationVisits(location.id);
  const reports = useLocationReports(location.id);
  const visitRows = { isPending: visits.isPending, error: visits.error, rows: visits.data?.visits };
  const reportRows = { isPending: reports.isPending, error: reports.error, rows: reports.data?.reports };
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`location-${location.id}`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={`location-${location.id}`}>
            {location.name}
          </Title>
          {location.address && (
            <Text c="dimmed" size="sm">
              {location.address}
            </Text>
          )}
        </div>
        <Section
          id={`visits-${location.id}`}
          title={t('portal.upcomingVisits')}
          query={visitRows}
          empty={t('portal.noVisits')}
        >
          {(rows) => (
            <List spacing="xs" listStyleType="none" p={0}>
              {rows.map((v) => (
                <List.Item key={v.id} icon={<IconCalendarEvent size={18} aria-hidden />}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} dir="ltr" component="span">
                      {formatDay(v.date)}
                      {v.start_time ? ` ${v.start_time.slice(0, 5)}` : ''}
                    </Text>
                    <Text component="span">{v.job_name}</Text>
                    <Badge variant="light" size="sm">
                      {t(`portal.visitStatus.${v.status}`)}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section
          id={`reports-${location.id}`}
          title={t('portal.finishedReports')}
          query={reportRows}
          empty={t('portal.noReports')}
        >
          {(rows) => (
            <List spacing="sm" listStyleType="none" p={0}>
              {rows.map((r) => (
                <List.Item key={r.id} icon={<IconFileTypePdf size={18} aria-hidden />}>
                  <Stack gap={0}>
                    <Anchor href={portalReportPdfUrl(r.id)} download>
                      {t('portal.reportPdf', { template: r.template_name })}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      <DateDisplay value={r.finished_at} /> · {t('portal.by', { name: r.technician_name })}
                    </Text>
                  </Stack>
                </List.Item>
              ))}
            </List>
          )}
        </Section>
      </Stack>
    </Card>
  );
}
