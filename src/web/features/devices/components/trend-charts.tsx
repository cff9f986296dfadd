import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrendsResponse } from '@shared/schemas/devices';
import { useTrendFormat } from './trend-format';

const COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];
const colorAt = (i: number) => COLORS[i % COLORS.length]!;

type Point = { month: string; activity: number };
/** One row a month: `s<i>` is series i's activity (zone and pest names are not safe as chart keys). */
function rows(months: string[], series: Point[][], label: (m: string) => string) {
  return months.map((m) => {
    const row: Record<string, string | number> = { month: label(m) };
    series.forEach((points, i) => {
      row[`s${i}`] = points.find((p) => p.month === m)?.activity ?? 0;
    });
    return row;
  });
}

/** Activity per month: the location's total, per zone and per pest, each with a table for screen readers. */
export function TrendCharts({ trends }: { trends: TrendsResponse }) {
  const { t } = useTranslation();
  const f = useTrendFormat();
  const total = trends.months.map((m) => ({
    month: m,
    activity: trends.devices.reduce(
      (sum, d) => sum + (d.points.find((p) => p.month === m)?.activity ?? 0),
      0,
    ),
  }));
  const zoneName = (z: string) => z || t('deviceTrends.noZone');
  const charts = [
    { id: 'total', title: t('deviceTrends.total'), names: [t('deviceTrends.activity')], series: [total] },
    {
      id: 'zones',
      title: t('deviceTrends.perZone'),
      names: trends.zones.map((z) => zoneName(z.zone)),
      series: trends.zones.map((z) => z.points),
    },
    {
      id: 'pests',
      title: t('deviceTrends.perPest'),
      names: trends.pests.map((p) => p.pest),
      series: trends.pests.map((p) => p.points),
    },
  ];
  return (
    <>
      {charts
        .filter((c) => c.series.length > 0)
        .map((c) => {
          const data = rows(trends.months, c.series, f.month);
          const series = c.names.map((name, i) => ({ name: `s${i}`, label: name, color: colorAt(i) }));
          const common = {
            h: 240,
            data,
            dataKey: 'month',
            series,
            withLegend: series.length > 1,
            valueFormatter: f.number,
            yAxisProps: { allowDecimals: false },
          };
          return (
            <Paper key={c.id} withBorder p="md" component="section" aria-labelledby={`trend-${c.id}`}>
              <Title order={3} size="h5" id={`trend-${c.id}`} mb="sm">
                {c.title}
              </Title>
              {c.id === 'pests' ? <BarChart {...common} /> : <LineChart {...common} curveType="linear" />}
              <VisuallyHidden>
                <Table>
                  <caption>{c.title}</caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('deviceTrends.month')}</Table.Th>
                      {c.names.map((n, i) => (
                        <Table.Th key={i}>{n}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((row) => (
                      <Table.Tr key={row.month}>
                        <Table.Td>{row.month}</Table.Td>
                        {c.names.map((_, i) => (
                          <Table.Td key={i}>{f.number(Number(row[`s${i}`]))}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </VisuallyHidden>
            </Paper>
          );
        })}
    </>
  );
}
