import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';

import { noFilters, type AchievementFilters } from './achievement-filters.ts';

/**
 * The search field's text, held outside React state: a keystroke re-renders only the
 * components that read it (`useListedFilters`), not the screen that owns the filters.
 */
export interface SearchText {
  get: () => string;
  set: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A search text store, empty at first. */
export function createSearchText(): SearchText {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set: (next) => {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface AchievementFilterState {
  /** The filters but the search, for the bar and the coverage panel. */
  filters: AchievementFilters;
  /** The search's text: `useListedFilters(filters, search)` gives what the list shows. */
  search: SearchText;
  setFilters: (update: (current: AchievementFilters) => AchievementFilters) => void;
  /** Props of AchievementFiltersBar, stable while only the search changes. */
  barProps: {
    filters: AchievementFilters;
    search: SearchText;
    searchKey: number;
    onChange: (filters: AchievementFilters) => void;
    onClear: () => void;
  };
  clear: () => void;
}

/**
 * The list's filters with the search apart: the search field keeps its own text and hands it
 * to `search`, so a keystroke changes nothing the filters bar or this hook's owner is drawn
 * from (docs/achievements-at-scale.md).
 */
export function useAchievementFilterState(): AchievementFilterState {
  const [filters, setFilterValues] = useState(noFilters);
  const [search] = useState(createSearchText);
  const [searchKey, setSearchKey] = useState(0);
  const setFilters = useCallback(
    (update: (current: AchievementFilters) => AchievementFilters) =>
      setFilterValues((current) => ({ ...update(current), search: '' })),
    [],
  );
  const onChange = useCallback(
    (next: AchievementFilters) => setFilterValues({ ...next, search: '' }),
    [],
  );
  const clear = useCallback(() => {
    setFilterValues(noFilters);
    search.set('');
    setSearchKey((key) => key + 1);
  }, [search]);
  const barProps = useMemo(
    () => ({ filters, search, searchKey, onChange, onClear: clear }),
    [filters, search, searchKey, onChange, clear],
  );
  return { filters, search, setFilters, barProps, clear };
}

/** Every filter, the search included: what the list shows. Re-renders on each keystroke. */
export function useListedFilters(
  filters: AchievementFilters,
  search: SearchText,
): AchievementFilters {
  const text = useSyncExternalStore(search.subscribe, search.get);
  return useMemo(() => ({ ...filters, search: text }), [filters, text]);
}

/** Whether the search field holds text; re-renders only when that flips, not per keystroke. */
export function useIsSearching(search: SearchText): boolean {
  return useSyncExternalStore(search.subscribe, () => search.get().trim() !== '');
}
