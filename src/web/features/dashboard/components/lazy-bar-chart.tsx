import type { BarChartProps } from '@mantine/charts';
import { Box, Button, Center, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredCode } from '@web/components/deferred-widget';
import { afterFirstScreen } from '@web/lib/after-first-screen';

/**
 * What the charts draw: at first a lazy component, in Suspense; once the code is in, the chart
 * itself, at once for every chart and every later visit. React.lazy keeps what its first load
 * answered, a failure included: after one, the next try makes a new lazy component, and every
 * chart on the page swaps to it (subscribe).
 */
interface Shown {
  Chart: ComponentType<BarChartProps>;
  loaded: boolean;
}

const listeners = new Set<() => void>();
function show(next: Shown) {
  shown = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The code is fetched once for all the charts, and again after a failure (deferred-widget.ts).
const chartCode = deferredCode(
  () => import('./mantine-bar-chart'),
  (module) => {
    show({ Chart: module.BarChart, loaded: true });
    return module.BarChart;
  },
);

let failed = false;
let shown: Shown = { Chart: lazyChart(), loaded: false };

function lazyChart() {
  return lazy<ComponentType<BarChartProps>>(() =>
    chartCode.load().then(
      (Chart) => ({ default: Chart }),
      () => {
        failed = true;
        return { default: ChartNotLoaded };
      },
    ),
  );
}

function tryAgain() {
  if (!failed) return;
  failed = false;
  show({ Chart: lazyChart(), loaded: false });
}

/** The chart's room while its code is on the way: its own height, so nothing under it moves. */
function ChartPlaceholder({ h }: Pick<BarChartProps, 'h'>) {
  const { t } = useTranslation();
  return (
    <Box h={h} aria-busy="true" data-chart-placeholder="">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Box>
  );
}

/** The chart's code did not arrive: said in its room, and asked again on Try again (or the next visit). */
function ChartNotLoaded({ h }: BarChartProps) {
  const { t } = useTranslation();
  return (
    <Center h={h}>
      <Stack align="center" gap="xs" role="status">
        <Text size="sm" c="dimmed">
          {t('dashboard.chartNotLoaded')}
        </Text>
        <Button size="xs" variant="default" onClick={tryAgain}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * @mantine/charts' BarChart, whose code is not part of the dashboard's first screen (decision
 * 0067): until it is in, a placeholder of the chart's height holds its place. Its code is fetched
 * after the first screen, and drawn at once on a later visit; the numbers are in the charts'
 * screen-reader tables from the start (dashboard.tsx).
 */
export function LazyBarChart(props: BarChartProps) {
  const chart = useSyncExternalStore(subscribe, () => shown);
  const [due, setDue] = useState(chart.loaded);
  useEffect(() => {
    if (due) return;
    return afterFirstScreen(() => {
      // A dashboard opened again after its charts' code failed to come fetches it again.
      tryAgain();
      setDue(true);
    });
  }, [due]);
  if (chart.loaded) return <chart.Chart {...props} data-testid="bar-chart" />;
  if (!due) return <ChartPlaceholder h={props.h} />;
  return (
    <Suspense fallback={<ChartPlaceholder h={props.h} />}>
      <chart.Chart {...props} data-testid="bar-chart" />
    </Suspense>
  );
}
