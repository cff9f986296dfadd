import {
  Anchor,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDaysTo } from '@shared/dates';
import { formatDay, formatMonthDay } from '@web/lib/date-style';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { LoadState } from '@web/components/load-state';
import { useDashboard } from '../api/get-dashboard';
import { LazyBarChart } from './lazy-bar-chart';

const PRODUCT_COLORS = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.6'];

/** A card of the dashboard: its title, what it shows, and the list it summarises. */
function Panel(props: {
  id: string;
  title: string;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={props.id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.children}
        <Anchor component={Link} to={props.link.to} size="sm">
          {props.link.text}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The chart's numbers as a table for screen readers: a picture alone says nothing to them. */
function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={String(r[0])}>
              {r.map((c, i) => (
                <Table.Td key={i}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

function Charts({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const week = data.week.by_status.map((s) => ({
    status: t(`reports.statuses.${s.status_id}`),
    count: s.count,
  }));
  const weeks = data.finished_per_week.map((w) => ({ week: formatMonthDay(w.week), count: w.count }));
  const lastDay = addDaysTo(data.finished_per_week.at(-1)!.week, 6);
  const use = data.chemical_use;
  const products = use.products.map((p, i) => ({
    name: `p${p.chemical_id}`,
    label: p.name,
    color: PRODUCT_COLORS[i]!,
  }));
  const months = use.months.map((m) => ({
    month: m.month,
    ...Object.fromEntries(m.counts.map((c, i) => [products[i]!.name, c])),
    other: m.other,
  }));
  const countLabel = t('dashboard.count');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Panel
        id="dash-week"
        title={t('dashboard.week', { from: formatDay(data.week.from), to: formatDay(data.week.to) })}
        link={{
          to: `/reports?start_date=${data.week.from}&end_date=${data.week.to}`,
          text: t('dashboard.weekLink'),
        }}
      >
        <LazyBarChart
          yAxisProps={{ allowDecimals: false }}
          h={200}
          data={week}
          dataKey="status"
          series={[{ name: 'count', label: countLabel, color: 'blue.6' }]}
        />
        <ChartTable
          caption={t('dashboard.weekTitle')}
          head={[t('common.status'), countLabel]}
          rows={week.map((w) => [w.status, w.count])}
        />
      </Panel>
      <Panel
        id="dash-finished"
        title={t('dashboard.finished')}
        link={{
          to: `/reports?start_date=${data.finished_per_week[0]!.week}&end_date=${lastDay}`,
          text: t('dashboard.finishedLink'),
        }}
      >
        <LazyBarChart
          yAxisProps={{ allowDecimals: false }}
          h={200}
          data={weeks}
          dataKey="week"
          series={[{ name: 'count', label: countLabel, color: 'green.6' }]}
        />
        <ChartTable
          caption={t('dashboard.finished')}
          head={[t('dashboard.weekOf'), countLabel]}
          rows={data.finished_per_week.map((w) => [formatDay(w.week), w.count])}
        />
      </Panel>
      <Panel
        id="dash-idle"
        title={t('dashboard.idle', { count: data.jobs_without_report.count })}
        link={{ to: '/jobs?active=active', text: t('dashboard.idleLink') }}
      >
        {data.jobs_without_report.jobs.length === 0 ? (
          <Text size="sm">{t('dashboard.idleNone')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {data.jobs_without_report.jobs.map((j) => (
              <List.Item key={j.id}>
                <Anchor component={Link} to={`/jobs/${j.id}/edit`} size="sm">
                  {j.name}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  · {j.location}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Panel>
      <Panel
        id="dash-use"
        title={t('dashboard.use')}
        link={{ to: `/applications?start_date=${use.from}&end_date=${use.to}`, text: t('dashboard.useLink') }}
      >
        {products.length === 0 ? (
          <Text size="sm">{t('dashboard.useNone')}</Text>
        ) : (
          <>
            <LazyBarChart
              yAxisProps={{ allowDecimals: false }}
              h={220}
              data={months}
              dataKey="month"
              type="stacked"
              withLegend
              series={[...products, { name: 'other', label: t('dashboard.other'), color: 'gray.5' }]}
            />
            <ChartTable
              caption={t('dashboard.use')}
              head={[t('dashboard.month'), ...products.map((p) => p.label), t('dashboard.other')]}
              rows={use.months.map((m) => [m.month, ...m.counts, m.other])}
            />
          </>
        )}
      </Panel>
      {data.expiring && (
        <Panel
          id="dash-expiring"
          title={t('dashboard.expiring', { count: data.expiring.count })}
          link={{ to: '/expiring', text: t('dashboard.expiringLink') }}
        >
          {data.expiring.first.length === 0 ? (
            <Text size="sm">{t('dashboard.expiringNone')}</Text>
          ) : (
            <List size="sm" spacing={4}>
              {data.expiring.first.map((e) => (
                <List.Item key={`${e.label}${e.expires_on}`}>
                  {e.label} · {formatDay(e.expires_on)}
                </List.Item>
              ))}
            </List>
          )}
        </Panel>
      )}
    </SimpleGrid>
  );
}

/** `/dashboard`: the office's week and year at a glance, each part linking to its list (issue 20). */
export function Dashboard() {
  const { t } = useTranslation();
  const query = useDashboard();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('dashboard.title')}</Title>
        {query.data && <Text c="dimmed">{formatDay(query.data.today)}</Text>}
      </Group>
      {query.data ? (
        <Charts data={query.data} />
      ) : (
        <LoadState
          isLoading={query.isPending}
          error={query.error}
          isEmpty={false}
          emptyText=""
          onRetry={() => void query.refetch()}
        />
      )}
    </Stack>
  );
}
