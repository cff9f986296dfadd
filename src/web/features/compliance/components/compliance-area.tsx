import { Alert, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconClockHour4 } from '@tabler/icons-react';
import { dayIn } from '@shared/dates';
import { formatDay } from '@web/lib/date-style';
import type { FilingState } from '@shared/schemas/compliance';
import { US_STATES } from '@shared/us-states';
import { useAppConfig } from '@web/lib/app-config';
import { messageParams } from '@web/lib/i18n';
import { useListParams } from '@web/lib/use-list-params';
import { useFilingsDue } from '../api/get-filings-due';
import { useReadiness } from '../api/get-readiness';
import { periodFrom } from './compliance-period';
import { FilingActions } from './filing-actions';
import { DeferredFilingLog } from './deferred-filing-log';
import { PeriodPicker } from './period-picker';
import { ReadinessList } from './readiness-list';
import { ExportButton } from '@web/components/export-button';
import { LoadingSpinner } from '@web/components/loading-spinner';

export const stateLabel = (state: FilingState, federal: string) =>
  state === 'US' ? federal : US_STATES[state];

/**
 * The Compliance area (issue 15, decision 0030): a page per state the company is licensed in and
 * the federal register; for the chosen period, readiness first, then the files, then the log.
 */
export function ComplianceArea() {
  const { t } = useTranslation();
  const { get, set, page } = useListParams();
  const location = useLocation();
  const { timezone } = useAppConfig();
  const today = dayIn(new Date(), timezone);
  const due = useFilingsDue();
  const states = due.data?.states ?? [];
  const chosen = get('state');
  const state = states.find((s) => s === chosen) ?? states[0];

  return (
    <Stack gap="md">
      <Title order={2}>{t('compliance.title')}</Title>
      <Text c="dimmed">{t('compliance.intro')}</Text>
      {due.isPending && <LoadingSpinner size="sm" />}
      {due.error && <Alert color="red">{due.error.message}</Alert>}
      {state && (
        <Tabs value={state} onChange={(s) => s && set({ state: s, month: undefined, year: undefined })}>
          <Tabs.List>
            {states.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {stateLabel(s, t('compliance.federal'))}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {state && (
        <StatePage
          state={state}
          today={today}
          get={get}
          set={set}
          page={page}
          due={due.data?.due ?? []}
          back={`${location.pathname}${location.search}`}
        />
      )}
    </Stack>
  );
}

function StatePage(props: {
  state: FilingState;
  today: string;
  get: (key: string) => string | undefined;
  set: (changes: Record<string, string | undefined>) => void;
  page: number;
  due: Parameters<typeof periodFrom>[2];
  back: string;
}) {
  const { t } = useTranslation();
  const period = periodFrom(props.state, props.get, props.due, props.today);
  const readiness = useReadiness(period);
  return (
    <Stack gap="md">
      <Text>{t(`compliance.about.${props.state}`)}</Text>
      <PeriodPicker period={period} today={props.today} onChange={props.set} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>{t('compliance.readiness')}</Title>
          {readiness.data && !readiness.data.closed && (
            <Alert color="yellow" icon={<IconClockHour4 />} title={t('compliance.notClosed')}>
              {t('compliance.notClosedText', messageParams({ end: formatDay(period.to) }))}
            </Alert>
          )}
          <ReadinessList
            readiness={readiness.data}
            loading={readiness.isPending}
            error={readiness.error}
            back={props.back}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>{t('compliance.files')}</Title>
          <FilingActions
            period={period}
            problems={readiness.data?.total ?? 0}
            checked={readiness.isSuccess}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3}>{t('compliance.log')}</Title>
            <ExportButton list="compliance" params={{ state: props.state }} />
          </Group>
          <DeferredFilingLog
            state={props.state}
            page={props.page}
            onPage={(p) => props.set({ page: String(p) })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
