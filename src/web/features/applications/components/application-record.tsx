import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '@web/lib/date-style';
import { FrozenRecord } from '@web/components/frozen-record';
import { useAppConfig } from '@web/lib/app-config';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useApplication } from '../api/get-application';
import { ApplicationCorrection } from './application-correction';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { LocationLink } from '@web/components/location-link';

/** Only a path of this site is gone back to, never another site's address. */
const sitePath = (back: string | null) =>
  back && back.startsWith('/') && !back.startsWith('//') ? back : null;

/**
 * One application record as submitted, with its last correction; Admins correct it here for a
 * state filing and go back where the readiness list sent them from (`?back=`).
 */
export function ApplicationRecord({ id }: { id: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { timezone } = useAppConfig();
  const user = useAuthUser().data;
  const query = useApplication(id);
  const back = sitePath(params.get('back'));
  if (query.isPending) return <LoadingSpinner />;
  if (query.error) return <Alert color="red">{query.error.message}</Alert>;
  const record = query.data;
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={2}>{t('applications.record.title', { id: record.id })}</Title>
        <Group gap="md">
          {back && (
            <Anchor component={Link} to={back}>
              {t('applications.record.back')}
            </Anchor>
          )}
          <LocationLink id={record.location_id} name={record.location_name} />
          <Anchor component={Link} to={`/reports/${record.report_id}`}>
            {t('applications.record.report', { id: record.report_id })}
          </Anchor>
        </Group>
      </Group>
      {record.corrected_at && (
        <Alert color="yellow" title={t('applications.record.correctedTitle')}>
          {t('applications.record.correctedText', {
            when: formatDateTime(record.corrected_at, timezone),
            note: record.correction_note,
          })}
        </Alert>
      )}
      <Paper withBorder p="md">
        <FrozenRecord record={record} title={`${record.product_name} · ${record.location_name}`} />
      </Paper>
      {user && permissionsOf(user).manage && record.listed && (
        <Paper withBorder p="md">
          <ApplicationCorrection
            record={record}
            fix={params.get('fix') ?? undefined}
            onSaved={() => {
              if (back) void navigate(back);
            }}
          />
        </Paper>
      )}
      {!record.listed && <Text c="dimmed">{t('applications.record.notListed')}</Text>}
    </Stack>
  );
}
