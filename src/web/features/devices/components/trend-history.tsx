import { Alert, Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_LEVELS } from '@shared/schemas/devices';
import { DateDisplay } from '@web/components/date-display';
import { Paginator } from '@web/components/paginator';
import { serverErrorText } from '@web/lib/server-errors';
import type { DeviceHistoryEntry } from '@shared/schemas/device-history';
import { DEVICE_HISTORY_PAGE_SIZE, useDeviceHistory } from '../api/get-device-history';
import { useTrendFormat } from './trend-format';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { DataParts } from '@web/components/data-parts';

/** A device's inspections, newest first, 25 a page (in a dialog from the trend table). */
export function TrendHistory({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const f = useTrendFormat();
  const [page, setPage] = useState(1);
  const history = useDeviceHistory(deviceId, page);
  if (history.isPending) return <LoadingSpinner size="sm" />;
  if (history.isError) {
    return (
      <Alert color="red" role="alert" title={t('deviceTrends.historyFailed')}>
        {serverErrorText(history.error)}
      </Alert>
    );
  }
  const { device, inspections, total } = history.data;
  // A level type's activity is stored as its index; the count types' as captures.
  const activity = (row: DeviceHistoryEntry) => {
    if (row.activity === null) return '—';
    if (row.captures) {
      return Object.entries(row.captures)
        .map(([pest, n]) => `${pest}: ${f.number(n)}`)
        .join(', ');
    }
    const level = ACTIVITY_LEVELS[row.activity];
    return level ? t(`deviceTrends.level.${level}`) : f.number(row.activity);
  };
  const pager = (placement: 'above' | 'below') =>
    total > DEVICE_HISTORY_PAGE_SIZE && (
      <Paginator
        placement={placement}
        total={total}
        itemsPerPage={DEVICE_HISTORY_PAGE_SIZE}
        currentPage={page}
        onChange={setPage}
      />
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        <DataParts parts={[device.type_name, device.zone, device.placement]} />
        {!device.active && (
          <Badge ms="xs" color="gray" variant="light">
            {t('deviceTrends.removed')}
          </Badge>
        )}
      </Text>
      {inspections.length === 0 ? (
        <Text c="dimmed">{t('deviceTrends.historyNone')}</Text>
      ) : (
        <>
          {pager('above')}
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deviceTrends.inspectedAt')}</Table.Th>
                  <Table.Th>{t('deviceTrends.activity')}</Table.Th>
                  <Table.Th>{t('deviceTrends.bait')}</Table.Th>
                  <Table.Th>{t('deviceTrends.condition')}</Table.Th>
                  <Table.Th>{t('deviceTrends.action')}</Table.Th>
                  <Table.Th>{t('deviceTrends.note')}</Table.Th>
                  <Table.Th>{t('deviceTrends.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inspections.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor href={`/reports/${row.report_id}`} size="sm">
                        <DateDisplay value={row.inspected_at} />
                      </Anchor>
                      {row.scanned && (
                        <Text size="xs" c="dimmed">
                          {t('deviceTrends.scanned')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{activity(row)}</Table.Td>
                    <Table.Td>
                      {row.bait_consumed === null ? '—' : `${f.number(row.bait_consumed)}%`}
                    </Table.Td>
                    <Table.Td>{t(`deviceTrends.conditions.${row.condition}`)}</Table.Td>
                    <Table.Td>{row.action ? t(`deviceTrends.actions.${row.action}`) : '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.note}</Table.Td>
                    <Table.Td>{row.user.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pager('below')}
        </>
      )}
    </Stack>
  );
}
