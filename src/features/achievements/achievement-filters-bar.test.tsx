import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { AchievementFiltersBar } from './achievement-filters-bar.tsx';
import { useAchievementFilterState, useListedFilters } from './use-achievement-filter-state.ts';

beforeAll(activateSourceEnglish);

/** The bar as the achievements screen holds it, with the search the list would read. */
function Screen({ onSearchFocus }: { onSearchFocus?: () => void }) {
  const { filters, search, barProps } = useAchievementFilterState();
  const listed = useListedFilters(filters, search);
  return (
    <>
      <AchievementFiltersBar {...barProps} criteria={[]} onSearchFocus={onSearchFocus} />
      <output aria-label="Listed search">{listed.search}</output>
    </>
  );
}

const clearButton = () => screen.queryByRole('button', { name: 'Clear filters' });

describe('the filters bar', () => {
  it('says when the search field is focused, before anything is typed', () => {
    const onSearchFocus = vi.fn();
    renderWithProviders(<Screen onSearchFocus={onSearchFocus} />);
    expect(onSearchFocus).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('searchbox', { name: 'Search' }));
    expect(onSearchFocus).toHaveBeenCalledTimes(1);
  });

  it('offers "Clear filters" once the search holds text, and clearing empties the search', () => {
    renderWithProviders(<Screen />);
    expect(clearButton()).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'reading' },
    });
    expect(screen.getByRole('status', { name: 'Listed search' }).textContent).toBe('reading');
    const clear = clearButton();
    expect(clear).not.toBeNull();
    if (clear) fireEvent.click(clear);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(screen.getByRole('status', { name: 'Listed search' }).textContent).toBe('');
    expect(clearButton()).toBeNull();
  });

  it('hides "Clear filters" again when the search is emptied by hand', () => {
    renderWithProviders(<Screen />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: '  x ' } });
    expect(clearButton()).not.toBeNull();
    fireEvent.change(field, { target: { value: '   ' } });
    expect(clearButton()).toBeNull();
  });
});
