import { useCallback, useMemo, useState } from 'react';

import { noFilters, type AchievementFilters } from './achievement-filters.ts';

export interface AchievementFilterState {
  /** Every filter, the search included: what the list shows. */
  listed: AchievementFilters;
  /** The filters but the search, for the bar and the coverage panel. */
  filters: AchievementFilters;
  setFilters: (update: (current: AchievementFilters) => AchievementFilters) => void;
  /** Props of AchievementFiltersBar, stable while only the search changes. */
  barProps: {
    filters: AchievementFilters;
    searching: boolean;
    searchKey: number;
    onChange: (filters: AchievementFilters) => void;
    onSearch: (search: string) => void;
    onClear: () => void;
  };
  clear: () => void;
}

/**
 * The list's filters with the search apart: the search field keeps its own text and hands it
 * here, so a keystroke changes `listed` and nothing the filters bar is drawn from.
 */
export function useAchievementFilterState(): AchievementFilterState {
  const [filters, setFilterValues] = useState(noFilters);
  const [search, setSearch] = useState('');
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
    setSearch('');
    setSearchKey((key) => key + 1);
  }, []);
  const searching = search.trim() !== '';
  const listed = useMemo(() => ({ ...filters, search }), [filters, search]);
  const barProps = useMemo(
    () => ({ filters, searching, searchKey, onChange, onSearch: setSearch, onClear: clear }),
    [filters, searching, searchKey, onChange, clear],
  );
  return { listed, filters, setFilters, barProps, clear };
}
