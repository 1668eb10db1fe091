import '@mantine/charts/styles.css';

import { BarChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { chartHeight, type FigureBarChartProps } from './figure-bar-chart-shape.ts';
import { formatCount } from './format-figures.ts';

/**
 * A bar chart that reads in the page's direction: recharts draws left to right only, so in
 * Arabic the value axis runs right to left and the category axis moves to the right side.
 */
export default function FigureBarChartDrawing({
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
        h={chartHeight(bars.length, orientation)}
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
