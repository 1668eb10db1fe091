import { BarChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { formatCount } from './format-figures.ts';

export interface FigureBar {
  /** The category shown on the axis and in the tooltip. */
  label: string;
  value: number;
}

export interface FigureBarChartProps {
  bars: readonly FigureBar[];
  /** What the value is, shown in the tooltip, e.g. "Evidence". */
  seriesLabel: string;
  /** A sentence that says what the chart shows, for screen readers. */
  summary: string;
  color?: string;
  /** Bars run across (long category names) or up (months). */
  orientation?: 'across' | 'up';
  formatValue?: (value: number) => string;
}

/**
 * A bar chart that reads in the page's direction: recharts draws left to right only, so in
 * Arabic the value axis runs right to left and the category axis moves to the right side.
 */
export function FigureBarChart({
  bars,
  seriesLabel,
  summary,
  color = 'teal.6',
  orientation = 'across',
  formatValue,
}: FigureBarChartProps) {
  const { dir } = useDirection();
  const { locale } = useLocale();
  const rtl = dir === 'rtl';
  const format = formatValue ?? ((value: number) => formatCount(value, locale));
  const across = orientation === 'across';
  const tick = {
    transform: rtl ? 'translate(10, 0)' : 'translate(-10, 0)',
    fontSize: 12,
    fill: 'currentColor',
  };
  return (
    <div role="img" aria-label={summary}>
      <BarChart
        h={across ? bars.length * 46 + 40 : 260}
        data={bars.map((bar) => ({ label: bar.label, value: bar.value }))}
        dataKey="label"
        orientation={across ? 'vertical' : 'horizontal'}
        series={[{ name: 'value', label: seriesLabel, color }]}
        valueFormatter={format}
        gridAxis={across ? 'x' : 'y'}
        tooltipAnimationDuration={0}
        xAxisProps={{ reversed: rtl, allowDecimals: false }}
        yAxisProps={{
          orientation: rtl ? 'right' : 'left',
          allowDecimals: false,
          tick,
          // Long criterion names wrap within the axis width, up to three lines a row.
          width: across ? 200 : 72,
        }}
      />
    </div>
  );
}
