import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { FigureBarChart } from './figure-bar-chart.tsx';

const bars = [
  { label: 'Classroom management', value: 4 },
  { label: 'Interaction with parents', value: 1 },
  { label: 'Diversifying assessment methods', value: 0 },
];

/** Each row's name, written figure and bar length, as a reader and the eye take them. */
function rowsOf(chart: HTMLElement) {
  return within(chart)
    .getAllByRole('listitem')
    .map((row) => {
      const [name, bar, figure] = [...row.children] as HTMLElement[];
      const fill = bar?.firstElementChild as HTMLElement | null;
      return [name?.textContent, figure?.textContent, fill?.style.inlineSize];
    });
}

describe('FigureBarChart', () => {
  it('writes each figure beside a bar scaled to the largest, under the chart’s summary', () => {
    activateSourceEnglish();
    renderWithProviders(
      <FigureBarChart bars={bars} seriesLabel="Evidence" summary="2 of 3 criteria have evidence" />,
    );
    const chart = screen.getByRole('figure', { name: '2 of 3 criteria have evidence' });
    expect(within(chart).getByText('Evidence')).toBeTruthy();
    expect(rowsOf(chart)).toEqual([
      ['Classroom management', '4', '100%'],
      ['Interaction with parents', '1', '25%'],
      ['Diversifying assessment methods', '0', '0%'],
    ]);
  });

  it('keeps empty bars empty when nothing has a figure yet', () => {
    activateSourceEnglish();
    const none = bars.map((bar) => ({ ...bar, value: 0 }));
    renderWithProviders(<FigureBarChart bars={none} seriesLabel="Evidence" summary="None yet" />);
    const lengths = rowsOf(screen.getByRole('figure')).map(([, , length]) => length);
    expect(lengths).toEqual(['0%', '0%', '0%']);
  });

  it('writes the figures through the given format', async () => {
    await activateArabic();
    renderWithProviders(
      <FigureBarChart
        bars={[{ label: 'نوفمبر 2026', value: 1250.5 }]}
        seriesLabel="الإيرادات"
        summary="الإيرادات"
        formatValue={(value) => `${value.toFixed(2)} ر.س`}
      />,
    );
    expect(rowsOf(screen.getByRole('figure'))).toEqual([['نوفمبر 2026', '1250.50 ر.س', '100%']]);
  });
});
