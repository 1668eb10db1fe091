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

/** The chart's height, shared by the drawing and the placeholder that keeps its place. */
export function chartHeight(barCount: number, orientation: FigureBarChartProps['orientation']) {
  return orientation === 'up' ? 260 : barCount * 46 + 40;
}
