import { useLingui } from '@lingui/react/macro';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { memo } from 'react';

import {
  evidenceTypes,
  type Criterion,
  type EvidenceType,
} from '../../../contract/achievements.ts';
import { DateField } from '../../components/date-fields/date-field.tsx';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { noFilters, type AchievementFilters } from './achievement-filters.ts';
import { AchievementSearchField } from './achievement-search-field.tsx';
import { useIsSearching, type SearchText } from './use-achievement-filter-state.ts';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';

export interface AchievementFiltersBarProps {
  /** The filters but the search, which the search field keeps (`filters.search` is unused). */
  filters: AchievementFilters;
  /** The search field's text, which the field sets and "Clear filters" watches. */
  search: SearchText;
  /** Changes when the search must be emptied (the field is made anew). */
  searchKey: number;
  criteria: readonly Criterion[];
  onChange: (filters: AchievementFilters) => void;
  onClear: () => void;
  /** Called when the search field is focused, so what a search reads can be made ready. */
  onSearchFocus?: (() => void) | undefined;
}

/**
 * Search, criterion, type and dates. Memoised: a keystroke re-renders only the search field
 * (and "Clear filters" when the search empties or starts).
 */
export const AchievementFiltersBar = memo(function AchievementFiltersBar({
  filters,
  search,
  searchKey,
  criteria,
  onChange,
  onClear,
  onSearchFocus,
}: AchievementFiltersBarProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const set = (patch: Partial<AchievementFilters>) => onChange({ ...filters, ...patch });
  const filtered = JSON.stringify({ ...filters, search: '' }) !== JSON.stringify(noFilters);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <AchievementSearchField
        key={searchKey}
        onSearch={search.set}
        initialText={search.get()}
        onFocus={onSearchFocus}
      />
      <Select
        label={t`Criterion`}
        placeholder={t`All criteria`}
        clearable
        data={criteria.map((criterion) => ({
          value: criterion.id,
          label: criterionName(criterion, locale),
        }))}
        value={filters.criterionId}
        onChange={(criterionId) => set({ criterionId })}
      />
      <Select
        label={t`Evidence type`}
        placeholder={t`All types`}
        clearable
        data={evidenceTypes.map((type) => ({
          value: type,
          label: i18n._(evidenceTypeLabel[type]),
        }))}
        value={filters.evidenceType}
        onChange={(value) => set({ evidenceType: value as EvidenceType | null })}
      />
      <DateField
        label={t`From`}
        clearable
        maxDate={filters.to || undefined}
        value={filters.from}
        onChange={(from) => set({ from })}
      />
      <DateField
        label={t`To`}
        clearable
        minDate={filters.from || undefined}
        value={filters.to}
        onChange={(to) => set({ to })}
      />
      <ClearFiltersButton search={search} filtered={filtered} onClear={onClear} />
    </SimpleGrid>
  );
});

function ClearFiltersButton({
  search,
  filtered,
  onClear,
}: {
  search: SearchText;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const searching = useIsSearching(search);
  if (!filtered && !searching) return null;
  return (
    <Button variant="subtle" onClick={onClear} style={{ alignSelf: 'end' }}>
      {t`Clear filters`}
    </Button>
  );
}
