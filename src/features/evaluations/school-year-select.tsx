import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { offeredSchoolYears } from './use-school-year.ts';

/** Which school year's form is shown, named in Hijri beside Gregorian (contract/school-year-name.ts). */
export function SchoolYearSelect(props: { value: string; onChange: (year: string) => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const years = offeredSchoolYears();
  const data = years.includes(props.value) ? years : [props.value, ...years];
  return (
    <Select
      label={t`School year`}
      data={data.map((year) => ({ value: year, label: schoolYearName(year, locale) }))}
      value={props.value}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
      onChange={(value) => value && props.onChange(value)}
    />
  );
}
