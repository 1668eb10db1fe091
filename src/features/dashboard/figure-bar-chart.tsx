import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';

// The charting library is the dashboard's largest part: the figures show first, the
// bars follow, each in the space the chart will take.
const FigureBarChartDrawing = lazy(() => import('./figure-bar-chart-drawing.tsx'));

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

export function chartHeight(barCount: number, orientation: FigureBarChartProps['orientation']) {
  return orientation === 'up' ? 260 : barCount * 46 + 40;
}

export function FigureBarChart(props: FigureBarChartProps) {
  const placeholder = (
    <Box
      role="img"
      aria-label={props.summary}
      h={chartHeight(props.bars.length, props.orientation)}
    />
  );
  return (
    <LazyPartBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <FigureBarChartDrawing {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
