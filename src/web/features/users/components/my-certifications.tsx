import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayIn } from '@shared/dates';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { US_STATES } from '@shared/us-states';
import { LoadState } from '@web/components/load-state';
import { useAppConfig } from '@web/lib/app-config';
import { useMyCertifications } from '../api/get-my-certifications';
import { CertificationBadge } from './certification-badge';

/**
 * "Your certifications" on one's own account page (issue 32 item 2): the applicator's licences,
 * which the device keeps with the week's work (app/keep-week.tsx), so a technician can show an
 * inspector or a customer their number with no signal. Read only: the office edits them.
 */
export function MyCertifications({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const query = useMyCertifications();
  const today = dayIn(now(), useAppConfig().timezone);
  const list = query.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-certifications">
      <div>
        <Title order={2} size="h3" id="my-certifications">
          {t('users.myCertificationsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('users.myCertificationsHint')}
        </Text>
      </div>
      <LoadState
        isLoading={query.isPending}
        error={query.error}
        isEmpty={query.isSuccess && list.length === 0}
        emptyText={t('users.noMyCertifications')}
        onRetry={() => void query.refetch()}
      />
      {list.map((c) => (
        <Card key={`${c.state} ${c.category}`} withBorder padding="sm" component="article">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {US_STATES[c.state]} · <bdi>{c.category}</bdi>
            </Text>
            <CertificationBadge expiresOn={c.expires_on} today={today} />
          </Group>
          <Text size="sm">
            {t('users.certNumber')}: <bdi dir="ltr">{c.certification_id}</bdi>
          </Text>
          <Text size="sm">
            {t('users.certExpires')} <bdi dir={dateDirection()}>{formatDay(c.expires_on)}</bdi>
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
