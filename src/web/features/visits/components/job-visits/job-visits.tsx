import { Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@shared/constants';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { useJobVisits } from '../../api/get-job-visits';
import { VisitStatusBadge, visitWindow } from '../today/visit-text';

// The form (its schema with zod, the error texts, the form hook, the calendar and the people's
// MultiSelect) is not part of the job page's first screen: it comes after it, before anyone
// presses Add visit (decision 0067). Pressed sooner, it is asked for at once and Loading… stands
// where it comes until it is in; if it does not arrive, Try again.
const formCode = deferredCode(
  () => import('./add-visit-form'),
  (module) => module.AddVisitForm,
);

/**
 * A job's visits on its page: coming ones (soonest first) or past ones (latest first), a page at a
 * time, with their status, technicians and skip reason; `canAdd` offers "Add visit".
 */
export function JobVisits(props: {
  jobId: number;
  canAdd: boolean;
  /** The job's assignees, offered first as the new visit's technicians. */
  people: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<'coming' | 'past'>('coming');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { canAdd } = props;
  usePreloadAfterFirstScreen(formCode.load, canAdd);
  const query = useJobVisits(props.jobId, when, page);
  const visits = query.data?.visits ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Card withBorder component="section" aria-labelledby="job-visits">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="job-visits">
            {t('jobPage.visits.title')}
          </Title>
          {props.canAdd && !adding && (
            <Button variant="light" onClick={() => setAdding(true)}>
              {t('jobPage.visits.add')}
            </Button>
          )}
        </Group>
        {adding && (
          <DeferredPart
            code={formCode}
            now
            failedText={t('common.formFailed')}
            props={{ jobId: props.jobId, people: props.people, onDone: () => setAdding(false) }}
          />
        )}
        <SegmentedControl
          w="fit-content"
          value={when}
          onChange={(value) => {
            setWhen(value === 'past' ? 'past' : 'coming');
            setPage(1);
          }}
          data={[
            { value: 'coming', label: t('jobPage.visits.coming') },
            { value: 'past', label: t('jobPage.visits.past') },
          ]}
        />
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('jobPage.visits.date')}</Table.Th>
                <Table.Th>{t('jobPage.visits.window')}</Table.Th>
                <Table.Th>{t('common.status')}</Table.Th>
                <Table.Th>{t('jobPage.visits.technicians')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <ListState
                columns={4}
                isLoading={query.isPending}
                error={query.error}
                isEmpty={visits.length === 0}
                emptyText={when === 'coming' ? t('jobPage.visits.noneComing') : t('jobPage.visits.nonePast')}
                onRetry={() => void query.refetch()}
              />
              {visits.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td dir={dateDirection()} ta="start">
                    {formatDay(v.date)}
                  </Table.Td>
                  <Table.Td dir="ltr" ta="start">
                    {visitWindow(t, v.start_time, v.end_time)}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <VisitStatusBadge status={v.status} />
                      {v.status === 'skipped' && v.skip_reason && (
                        <Text size="xs" c="dimmed" dir="auto">
                          {v.skip_reason}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td dir="auto">
                    {v.technicians.length > 0
                      ? v.technicians.map((p) => p.name).join(', ')
                      : t('jobPage.visits.unassigned')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > PAGE_SIZE && (
          <Paginator
            placement="below"
            total={total}
            itemsPerPage={PAGE_SIZE}
            currentPage={page}
            onChange={setPage}
          />
        )}
      </Stack>
    </Card>
  );
}
