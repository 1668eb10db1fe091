import { useLingui } from '@lingui/react/macro';
import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import {
  evidenceTypes,
  type Criterion,
  type EvidenceType,
} from '../../../contract/achievements.ts';
import { DateField } from '../../components/date-fields/date-field.tsx';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { noFilters, type AchievementFilters } from './achievement-filters.ts';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';

export interface AchievementFiltersBarProps {
  filters: AchievementFilters;
  criteria: readonly Criterion[];
  onChange: (filters: AchievementFilters) => void;
}

export function AchievementFiltersBar({ filters, criteria, onChange }: AchievementFiltersBarProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const set = (patch: Partial<AchievementFilters>) => onChange({ ...filters, ...patch });
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <TextInput
        type="search"
        label={t`Search`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
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
      {isFiltered && (
        <Button variant="subtle" onClick={() => onChange(noFilters)} style={{ alignSelf: 'end' }}>
          {t`Clear filters`}
        </Button>
      )}
    </SimpleGrid>
  );
}
