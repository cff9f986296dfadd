import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@shared/dates';
import { CAPTURES_MAX, trendsQuery } from '@shared/schemas/devices';
import { dialogs } from '@web/components/dialogs';
import { NumberValueInput } from '@web/components/number-input';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { useDeviceTrends } from '../api/get-device-trends';
import { TrendCharts } from './trend-charts';
import { TrendDeviceTable } from './trend-device-table';
import { quarterOf, useOfficeToday } from './trend-format';
import { TrendHistory } from './trend-history';
import { TrendPdfButton } from './trend-pdf-button';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { DayInput } from '@web/components/day-input';

export const DEFAULT_THRESHOLD = 3;

export interface DeviceTrendsProps {
  locationId: number;
  /** The office's day ('YYYY-MM-DD'); today in APP_TIMEZONE when not given (tests give it). */
  today?: string;
}

/** A location's device activity over a range: charts, the devices above a threshold, the PDF report. */
export function DeviceTrends({ locationId, today }: DeviceTrendsProps) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const day = useOfficeToday(today);
  const [initial] = useState(() => quarterOf(day));
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [threshold, setThreshold] = useState<number | null>(DEFAULT_THRESHOLD);
  const checked = trendsQuery.safeParse({ from, to, threshold: threshold ?? undefined });
  const params = { from, to, threshold: threshold ?? DEFAULT_THRESHOLD };
  const trends = useDeviceTrends(locationId, params, checked.success);
  const rangeError = checked.success
    ? null
    : message(checked.error.issues.find((i) => i.path[0] !== 'threshold')?.message);

  function openHistory(device: { device_id: number; number: number }) {
    dialogs.open({
      title: t('deviceTrends.historyTitle', { number: device.number }),
      size: 'xl',
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: <TrendHistory deviceId={device.device_id} />,
    });
  }

  const data = trends.data;
  const empty = data && !data.devices.some((d) => d.points.some((p) => p.inspections > 0));
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <DayInput
          label={t('deviceTrends.from')}
          value={from}
          onChange={setFrom}
          error={!isIsoDate(from) && t('errors.device.date')}
        />
        <DayInput
          label={t('deviceTrends.to')}
          value={to}
          onChange={setTo}
          error={isIsoDate(to) ? rangeError : t('errors.device.date')}
        />
        <NumberValueInput
          label={t('deviceTrends.threshold')}
          description={t('deviceTrends.thresholdHint')}
          rules={{ integer: true, min: 1, max: CAPTURES_MAX }}
          value={threshold}
          onChange={setThreshold}
          w={200}
        />
        {checked.success && <TrendPdfButton locationId={locationId} params={params} />}
      </Group>
      {!checked.success ? null : trends.isPending ? (
        <LoadingSpinner size="sm" />
      ) : trends.isError ? (
        <Alert color="red" role="alert" title={t('deviceTrends.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{serverErrorText(trends.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void trends.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : empty || !data ? (
        <Text c="dimmed">{t('deviceTrends.empty')}</Text>
      ) : (
        <Stack gap="md" aria-busy={trends.isFetching || undefined}>
          <Title order={2} size="h4">
            {t('deviceTrends.title')}
          </Title>
          <TrendCharts trends={data} />
          <TrendDeviceTable trends={data} onOpen={openHistory} />
        </Stack>
      )}
    </Stack>
  );
}
