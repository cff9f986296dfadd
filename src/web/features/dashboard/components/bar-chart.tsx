import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import classes from './bar-chart.module.css';

export interface BarSeries {
  name: string;
  label: string;
  /** A Mantine colour and shade, `blue.6`. */
  color: string;
}

type Row = Record<string, string | number>;

/** `blue.6` as the theme's CSS variable. */
function colorVar(color: string) {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

/** The axis' top and its step: whole numbers, about four steps, the top at or above the tallest bar. */
function axisOf(max: number) {
  const rough = Math.max(1, max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  return { top: Math.max(step, Math.ceil(max / step) * step), step };
}

/**
 * Every how many columns the axis names one, so that names do not run into each other on a narrow
 * screen (as recharts skipped them): from the axis' width and the longest name at the axis' 12 px.
 */
function useLabelStep(labels: string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const axis = ref.current;
    if (!axis) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(axis);
    return () => observer.disconnect();
  }, []);
  const longest = Math.max(0, ...labels.map((label) => label.length)) * 7 + 8;
  return [ref, width > 0 ? Math.max(1, Math.ceil((labels.length * longest) / width)) : 1] as const;
}

/**
 * The dashboard's bar chart (decision 0067, fifth round): bars, side by side or `stacked`, on a
 * scale of whole numbers, drawn with the page's own elements instead of `@mantine/charts` and
 * recharts (113 KB on the wire, most of the dashboard's first screen). It keeps what those drew:
 * the grid, the axes' labels, the legend above a stacked chart, and a tooltip with a column's figures
 * on hover and from the keyboard (focus the chart, then the arrows move it and Enter hides or shows
 * it, as recharts' accessibility layer did; Home and End go to the first and last column). Drawn
 * left to right in every language, as Mantine's charts were. The figures are also each panel's
 * table for screen readers.
 */
export function BarChart(props: {
  data: Row[];
  dataKey: string;
  series: BarSeries[];
  h: number;
  /** What the chart shows, for the keyboard's focus. */
  label: string;
  stacked?: boolean;
  withLegend?: boolean;
}) {
  const { data, dataKey, series, stacked } = props;
  const [active, setActive] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const value = (row: Row, s: BarSeries) => Number(row[s.name] ?? 0);
  const max = Math.max(
    0,
    ...data.map((row) =>
      stacked
        ? series.reduce((sum, s) => sum + value(row, s), 0)
        : Math.max(...series.map((s) => value(row, s))),
    ),
  );
  const { top, step } = axisOf(max);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const percent = (n: number) => `${(n / top) * 100}%`;
  const [axisRef, labelStep] = useLabelStep(data.map((row) => String(row[dataKey])));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      setHidden((h) => !h);
      return;
    }
    const last = data.length - 1;
    const at = active ?? 0;
    const next = {
      ArrowRight: Math.min(last, at + 1),
      ArrowLeft: Math.max(0, at - 1),
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setHidden(false);
    setActive(next);
  };
  const shown = hidden ? null : active;

  return (
    <div className={classes.root} style={{ height: props.h }} dir="ltr">
      {props.withLegend && (
        <div className={classes.legend}>
          {series.map((s) => (
            <span key={s.name} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: colorVar(s.color) }} />
              {s.label}
            </span>
          ))}
        </div>
      )}
      <div className={classes.chart}>
        <div className={classes.yAxis} aria-hidden>
          {ticks.map((tick) => (
            <span key={tick} className={classes.yTick} style={{ bottom: percent(tick) }}>
              {tick}
            </span>
          ))}
        </div>
        <div
          className={classes.plot}
          role="application"
          aria-label={props.label}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((a) => a ?? 0)}
          onBlur={() => setActive(null)}
          onMouseLeave={() => setActive(null)}
        >
          {ticks.map((tick) => (
            <span key={tick} className={classes.gridLine} style={{ bottom: percent(tick) }} />
          ))}
          {data.map((row, i) => (
            <div
              key={String(row[dataKey])}
              className={classes.column}
              data-active={shown === i || undefined}
              onMouseEnter={() => {
                setHidden(false);
                setActive(i);
              }}
            >
              <div className={classes.bars} data-stacked={stacked || undefined}>
                {series.map((s) => (
                  <span
                    key={s.name}
                    data-bar
                    className={classes.bar}
                    style={{ height: percent(value(row, s)), background: colorVar(s.color) }}
                  />
                ))}
              </div>
              {shown === i && (
                <div className={classes.tooltip} role="tooltip" data-end={i >= data.length / 2 || undefined}>
                  <div className={classes.tooltipLabel}>{row[dataKey]}</div>
                  {series.map((s) => (
                    <div key={s.name} className={classes.tooltipRow}>
                      <span className={classes.swatch} style={{ background: colorVar(s.color) }} />
                      <span>{s.label}</span>
                      <span className={classes.tooltipValue}>{value(row, s)}</span>
                    </div>
                  ))}
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className={classes.xAxis} ref={axisRef} aria-hidden>
        {data.map((row, i) => (
          <span key={String(row[dataKey])} className={classes.xTick}>
            {i % labelStep === 0 && row[dataKey]}
          </span>
        ))}
      </div>
    </div>
  );
}
