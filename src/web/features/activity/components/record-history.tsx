import { Alert, Button, Card, Center, Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntity } from '@shared/audit-fields';
import { PAGE_SIZE } from '@shared/constants';
import { Paginator } from '@web/components/paginator';
import { useRecordHistory } from '../api/get-record-history';
import { HistoryEntryView } from './history-entry';
import { LoadingSpinner } from '@web/components/loading-spinner';

/**
 * "History" of one record, for its page: every change to it and to the rows it is edited through
 * (a location's contacts, a template's tasks), newest first, 25 at a time. The page number is the
 * section's own: the page around it may keep a list's page in the URL.
 */
export function RecordHistory({ entity, id }: { entity: HistoryEntity; id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const headingId = useId();
  const query = useRecordHistory(entity, id, page);
  const total = query.data?.total ?? 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t('activity.history')}
      </Title>
      {query.isPending ? (
        <Center py="md">
          <LoadingSpinner size="sm" />
        </Center>
      ) : query.error ? (
        <Alert color="red" role="alert" title={t('activity.historyFailed')}>
          {query.error.message}
          <Button variant="subtle" size="xs" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : query.data.entries.length === 0 ? (
        <Text c="dimmed">{t('activity.noHistory')}</Text>
      ) : (
        <Stack gap="sm" aria-busy={query.isFetching}>
          {query.data.entries.map((entry, i) => (
            <Fragment key={entry.id}>
              {i > 0 && <Divider />}
              <HistoryEntryView entry={entry} showEntity={entry.entity !== entity} />
            </Fragment>
          ))}
        </Stack>
      )}
      {total > PAGE_SIZE && (
        <Paginator
          placement="below"
          total={total}
          itemsPerPage={PAGE_SIZE}
          currentPage={page}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
