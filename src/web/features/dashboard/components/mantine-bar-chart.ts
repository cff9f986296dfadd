// @mantine/charts with recharts (about 115 KB on the wire) is a module of its own, fetched by
// lazy-bar-chart.tsx after the dashboard's first screen (decision 0067): its styles come with it.
import '@mantine/charts/styles.css';

export { BarChart } from '@mantine/charts';
