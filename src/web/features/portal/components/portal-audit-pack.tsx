import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '@shared/dates';
import { portalAuditPackQuery } from '@shared/schemas/portal-actions';
import { DateFilterInput } from '@web/components/date-filter-input';
import { useAppConfig } from '@web/lib/app-config';
import { auditPackUrl } from '../api/get-audit-pack';
import { Section } from './portal-section';

/** The day after the same day a year before: a year's period ending on `day`. */
function yearBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The audit pack of one location (decision 0049): a period, the past year unless changed, and a
 * link that downloads its PDF. The period is checked by the server's own schema before the link
 * is offered.
 */
export function PortalAuditPack({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const today = dayIn(new Date(), useAppConfig().timezone);
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => yearBefore(today));
  const valid = portalAuditPackQuery.safeParse({ from, to }).success;
  const shown = { isPending: false, error: null, rows: [true] };
  return (
    <Section id={`pack-${locationId}`} title={t('portal.pack.title')} query={shown} empty="">
      {() => (
        <Stack gap="xs">
          <Group grow gap="xs" align="flex-start">
            <DateFilterInput label={t('portal.pack.from')} value={from} onChange={setFrom} maxDate={to} />
            <DateFilterInput label={t('portal.pack.to')} value={to} onChange={setTo} minDate={from} />
          </Group>
          {valid ? (
            <Button
              component="a"
              href={auditPackUrl(locationId, from, to)}
              download
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              {t('portal.pack.download')}
            </Button>
          ) : (
            <Alert color="yellow" role="alert">
              {t('errors.portal.packRange')}
            </Alert>
          )}
        </Stack>
      )}
    </Section>
  );
}
