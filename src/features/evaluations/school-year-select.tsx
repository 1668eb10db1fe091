import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';

import { offeredSchoolYears } from './use-school-year.ts';

/** Which school year's form is shown. Years are written with Latin digits, as the Ministry does. */
export function SchoolYearSelect(props: { value: string; onChange: (year: string) => void }) {
  const { t } = useLingui();
  const years = offeredSchoolYears();
  const data = years.includes(props.value) ? years : [props.value, ...years];
  return (
    <Select
      label={t`School year`}
      data={data}
      value={props.value}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      onChange={(value) => value && props.onChange(value)}
    />
  );
}
