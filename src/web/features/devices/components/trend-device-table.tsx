import { Anchor, Badge, Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrendsResponse } from '@shared/schemas/devices';
import { useTrendFormat } from './trend-format';

type TrendDevice = TrendsResponse['devices'][number];

/** Devices by total activity, most first; those at or above the threshold marked in words and colour. */
export function TrendDeviceTable({
  trends,
  onOpen,
}: {
  trends: TrendsResponse;
  onOpen: (device: TrendDevice) => void;
}) {
  const { t } = useTranslation();
  const f = useTrendFormat();
  const sorted = [...trends.devices].sort((a, b) => b.total - a.total || a.number - b.number);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="trend-devices">
      <Title order={3} size="h5" id="trend-devices" mb="sm">
        {t('deviceTrends.devices')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped={false} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deviceTrends.number')}</Table.Th>
              <Table.Th>{t('deviceTrends.type')}</Table.Th>
              <Table.Th>{t('deviceTrends.zone')}</Table.Th>
              <Table.Th>{t('deviceTrends.totalActivity')}</Table.Th>
              <Table.Th>{t('deviceTrends.peak')}</Table.Th>
              <Table.Th>{t('deviceTrends.flag')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((d) => (
              <Table.Tr
                key={d.device_id}
                data-above={d.above_threshold || undefined}
                bg={d.above_threshold ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={700}
                    onClick={() => onOpen(d)}
                    aria-label={t('deviceTrends.openHistory', { number: d.number })}
                  >
                    {f.id(d.number)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{d.type_name}</Table.Td>
                <Table.Td>{d.zone || t('deviceTrends.noZone')}</Table.Td>
                <Table.Td>{f.number(d.total)}</Table.Td>
                <Table.Td>{f.number(d.peak)}</Table.Td>
                <Table.Td>
                  {d.above_threshold && (
                    <Badge color="red" variant="filled">
                      {t('deviceTrends.aboveThreshold')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
