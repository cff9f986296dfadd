import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateDisplay } from '@web/components/date-display';
import { ListState } from '@web/components/list-state';
import { useMyJobs } from '../api/get-my-jobs';

/** Where technicians land: the active jobs assigned to them. */
export function MyJobsList() {
  const { t } = useTranslation();
  const query = useMyJobs();
  const jobs = query.data ?? [];
  return (
    <Stack>
      <Title order={1}>{t('myJobs.title')}</Title>
      <Text c="dimmed">{t('myJobs.intro')}</Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('myJobs.category')}</Table.Th>
              <Table.Th>{t('myJobs.location')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={4}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={jobs.length === 0}
              emptyText={t('myJobs.empty')}
              onRetry={() => void query.refetch()}
            />
            {jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  {job.name}
                  {/* Issue 8: the field workflow starts here (a plain link into the reports pages). */}
                  <Text
                    component="a"
                    href={`/my/reports/new?job_id=${job.id}`}
                    size="sm"
                    c="green.8"
                    td="underline"
                    display="block"
                    aria-label={t('reports.myJobs.startReportFor', { name: job.name })}
                  >
                    {t('reports.myJobs.startReport')}
                  </Text>
                </Table.Td>
                <Table.Td>{job.category}</Table.Td>
                <Table.Td>
                  <Text size="sm">{job.location.name}</Text>
                  <Text size="xs" c="dimmed">
                    {job.location.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DateDisplay value={job.created_at} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
