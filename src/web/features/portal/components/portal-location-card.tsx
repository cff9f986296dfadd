import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortalLocation } from '@shared/schemas/portal';
import { DateDisplay } from '@web/components/date-display';
import { portalReportPdfUrl, useLocationReports } from '../api/get-location-reports';
import { PortalActions } from './portal-actions';
import { PortalApplications } from './portal-applications';
import { PortalDevices } from './portal-devices';
import { PortalAuditPack } from './portal-audit-pack';
import { PortalVisits } from './portal-visits';
import { Section } from './portal-section';

/**
 * One of the contact's locations: its upcoming visits, its finished reports with their PDFs, and the
 * corrective actions that are the customer's to do.
 */
export function PortalLocationCard({ location, email }: { location: PortalLocation; email: string }) {
  const { t } = useTranslation();
  const reports = useLocationReports(location.id);
  const reportRows = { isPending: reports.isPending, error: reports.error, rows: reports.data?.reports };
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`location-${location.id}`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={`location-${location.id}`}>
            {location.name}
          </Title>
          {location.address && (
            <Text c="dimmed" size="sm" dir="auto">
              {location.address}
            </Text>
          )}
        </div>
        <PortalVisits locationId={location.id} />
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
        <PortalApplications locationId={location.id} />
        <PortalDevices locationId={location.id} />
        <PortalActions locationId={location.id} email={email} />
        <PortalAuditPack locationId={location.id} />
      </Stack>
    </Card>
  );
}
