import { Box } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { chartHeight, type FigureBarChartProps } from './figure-bar-chart-shape.ts';

// The charting library is the dashboard's largest part: the figures show first, the
// bars follow, each in the space the chart will take, once it scrolls near the screen.
const FigureBarChartDrawing = lazy(() => import('./figure-bar-chart-drawing.tsx'));

/**
 * Drawing a chart is the slowest thing the dashboard does on a phone, so a chart below the
 * fold waits until it is about to be seen, and then renders in a transition that the
 * browser can interrupt to answer the user.
 */
function useDrawWhenNear() {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '0px' });
  const [draw, setDraw] = useState(false);
  const near = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (near) startTransition(() => setDraw(true));
  }, [near]);
  return { ref, draw };
}

export function FigureBarChart(props: FigureBarChartProps) {
  const { ref, draw } = useDrawWhenNear();
  const placeholder = (
    <Box
      ref={ref}
      role="img"
      aria-label={props.summary}
      h={chartHeight(props.bars.length, props.orientation)}
    />
  );
  if (!draw) return placeholder;
  return (
    <LazyPartBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <FigureBarChartDrawing {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
