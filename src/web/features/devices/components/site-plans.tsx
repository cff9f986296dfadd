import { Alert, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@web/lib/server-errors';
import { useDeviceTrends } from '../api/get-device-trends';
import { useDevices } from '../api/get-devices';
import { useSitePlans } from '../api/get-site-plans';
import { bandsOf, planTrendRange } from './plan-activity';
import { PlanAdmin } from './plan-admin';
import { PlanBoard } from './plan-board';
import { PlanDeviceList } from './plan-device-list';
import { PlanLegend } from './plan-legend';
import { usePlacement } from './plan-placement';
import { useOfficeToday } from './trend-format';
import { LoadingSpinner } from '@web/components/loading-spinner';

export interface SitePlansProps {
  locationId: number;
  /** Admins upload plans and place devices; Supervisors see them. The server checks it too. */
  canManage: boolean;
  /** The office's day ('YYYY-MM-DD'); today in APP_TIMEZONE when not given (tests give it). */
  today?: string;
}

/** The location's site plans with its devices on them, coloured by their last 90 days. */
export function SitePlans({ locationId, canManage, today }: SitePlansProps) {
  const { t } = useTranslation();
  const day = useOfficeToday(today);
  const plans = useSitePlans(locationId);
  const devices = useDevices(locationId, 'active');
  const range = planTrendRange(day);
  const trends = useDeviceTrends(locationId, range);
  const { saving, place } = usePlacement(locationId);
  const boardRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  if (plans.isPending || devices.isPending) return <LoadingSpinner size="sm" />;
  if (plans.isError || devices.isError) {
    return (
      <Alert color="red" role="alert" title={t('sitePlans.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{serverErrorText(plans.error ?? devices.error)}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => void Promise.all([plans.refetch(), devices.refetch()])}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const all = plans.data;
  const plan = all.find((p) => p.id === chosen) ?? all[0];
  // Colours only when the trend is there; without it the markers are plain, not wrongly "never".
  const bands = trends.data ? bandsOf(trends.data) : null;
  const active = devices.data.filter((d) => d.active);
  const board = () => boardRef.current;

  return (
    <Stack gap="md">
      {canManage && (
        <PlanAdmin
          key={plan?.id ?? 0}
          locationId={locationId}
          plan={plan}
          devices={active}
          onUploaded={(p) => setChosen(p.id)}
        />
      )}
      {!plan ? (
        <Text c="dimmed">{canManage ? t('sitePlans.noneAdmin') : t('sitePlans.none')}</Text>
      ) : (
        <>
          <Group gap="md" align="flex-end" wrap="wrap">
            {all.length > 1 && (
              <Select
                label={t('sitePlans.choose')}
                data={all.map((p) => ({ value: String(p.id), label: p.name }))}
                value={String(plan.id)}
                onChange={(v) => v && setChosen(Number(v))}
                allowDeselect={false}
                w={260}
              />
            )}
            {all.length === 1 && (
              <Text fw={600} size="lg">
                {plan.name}
              </Text>
            )}
          </Group>
          {bands && trends.data && <PlanLegend threshold={trends.data.threshold} />}
          <Group gap="md" align="flex-start" wrap="wrap">
            <Box style={{ flex: '1 1 420px', minWidth: 0 }}>
              <PlanBoard
                plan={plan}
                boardRef={boardRef}
                devices={active}
                saving={saving}
                bands={bands}
                canManage={canManage}
                onPlace={(d, spot) => void place(d, spot)}
              />
              {canManage && (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('sitePlans.keyboardHint')}
                </Text>
              )}
            </Box>
            {canManage && (
              <Box style={{ flex: '0 1 280px', minWidth: 220 }}>
                <PlanDeviceList
                  plan={plan}
                  plans={all}
                  devices={active.filter((d) => d.place?.plan_id !== plan.id)}
                  board={board}
                  saving={saving}
                  onPlace={(d, spot) => void place(d, spot)}
                />
              </Box>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
