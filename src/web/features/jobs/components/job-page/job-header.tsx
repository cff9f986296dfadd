import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Status } from '@shared/constants';
import type { JobOverview } from '@shared/schemas/job-overview';

/**
 * The job page's head: name, category and status; the location with its customer (who to call)
 * and address; the assignees; and the links to edit, assign (`canManage`: Admins) and the schedule.
 */
export function JobHeader({ job, canManage }: { job: JobOverview; canManage: boolean }) {
  const { t } = useTranslation();
  const loc = job.location;
  const active = job.status_id === Status.Active;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2" dir="auto">
            {job.name}
          </Title>
          <Group gap="xs">
            {job.category && (
              <Text c="dimmed" dir="auto">
                {job.category}
              </Text>
            )}
            <Badge color={active ? 'green' : 'gray'} variant="light">
              {active ? t('common.active') : t('common.inactive')}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {canManage && (
            <>
              <Button component={Link} to={`/jobs/${job.id}/edit`} variant="light">
                {t('common.edit')}
              </Button>
              <Button component={Link} to={`/jobs/assign/${job.id}`} variant="light">
                {t('jobPage.assign')}
              </Button>
            </>
          )}
          <Button component={Link} to="/schedule" variant="subtle">
            {t('jobPage.schedule')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder component="section" aria-labelledby="job-location">
          <Stack gap={4}>
            <Title order={2} size="h4" id="job-location">
              {t('jobPage.location')}
            </Title>
            <Anchor component={Link} to={`/locations/${loc.id}`} fw={600} dir="auto">
              {loc.name}
            </Anchor>
            {loc.address && (
              <Text size="sm" dir="auto">
                {loc.address}
              </Text>
            )}
            {loc.customer_name && (
              <Text size="sm" dir="auto">
                {t('jobPage.customer', { name: loc.customer_name })}
              </Text>
            )}
            {loc.customer_phone && (
              <Anchor href={`tel:${loc.customer_phone}`} size="sm" dir="ltr" ta="start">
                {loc.customer_phone}
              </Anchor>
            )}
            {loc.customer_email && (
              <Anchor href={`mailto:${loc.customer_email}`} size="sm" dir="ltr" ta="start">
                {loc.customer_email}
              </Anchor>
            )}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="job-assignees">
          <Stack gap={4}>
            <Title order={2} size="h4" id="job-assignees">
              {t('jobPage.assignees')}
            </Title>
            {job.assignees.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('jobPage.noAssignees')}
              </Text>
            ) : (
              <Group gap={6}>
                {job.assignees.map((a) => (
                  <Badge key={a.id} variant="outline" tt="none" dir="auto">
                    {a.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
