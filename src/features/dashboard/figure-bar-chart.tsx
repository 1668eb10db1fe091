import { Text } from '@mantine/core';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import classes from './figure-bar-chart.module.css';
import { formatCount } from './format-figures.ts';

export interface FigureBar {
  /** The category, e.g. a criterion's name or a month. */
  label: string;
  value: number;
}

export interface FigureBarChartProps {
  bars: readonly FigureBar[];
  /** What the figures are, shown above them, e.g. "Evidence". */
  seriesLabel: string;
  /** A sentence that says what the chart shows: its accessible name. */
  summary: string;
  /** A Mantine colour and shade, e.g. "teal.6". */
  color?: string;
  formatValue?: (value: number) => string;
}

/** "teal.6" → Mantine's CSS variable for that shade. */
function colourVariable(color: string): string {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}

/**
 * One row a category: its name on a line of its own, then a bar scaled to the largest figure
 * and the figure written out, so the numbers read on a phone without hovering and a screen
 * reader reads each row as name and figure. Plain elements and CSS: it draws with the
 * figures, in the page's direction, without a charting library's measuring passes
 * (docs/page-start.md, "The dashboard's figures").
 */
export function FigureBarChart({
  bars,
  seriesLabel,
  summary,
  color = 'teal.6',
  formatValue,
}: FigureBarChartProps) {
  const { locale } = useLocale();
  const format = formatValue ?? ((value: number) => formatCount(value, locale));
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const fill = colourVariable(color);
  return (
    <figure className={classes.chart} aria-label={summary}>
      <Text component="span" fz="xs" c="dimmed" className={classes.unit}>
        {seriesLabel}
      </Text>
      <ul className={classes.rows}>
        {bars.map((bar) => (
          <li key={bar.label} className={classes.row}>
            <span className={classes.label}>{bar.label}</span>
            <span className={classes.track} aria-hidden>
              <span
                className={classes.fill}
                style={{
                  inlineSize: `${(Math.max(0, bar.value) / largest) * 100}%`,
                  background: fill,
                }}
              />
            </span>
            <span className={classes.value}>{format(bar.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
