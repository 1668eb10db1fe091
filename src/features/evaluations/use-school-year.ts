import { useSearchParams } from 'react-router-dom';

import { schoolYearOf, zSchoolYear } from '../../../contract/school-year.ts';

/** How many school years back the picker offers. */
const yearsOffered = 3;

/** The school years the picker offers: this one first, then the ones before. */
export function offeredSchoolYears(today: Date = new Date()): string[] {
  const current = schoolYearOf(today.toISOString().slice(0, 10));
  const first = Number(current.slice(0, 4));
  return [...Array(yearsOffered).keys()].map((back) => `${first - back}-${first - back + 1}`);
}

/** The school year in the address (`?year=2026-2027`), this one by default. */
export function useSchoolYear(): [string, (year: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('year');
  const year =
    asked && zSchoolYear.safeParse(asked).success ? asked : (offeredSchoolYears()[0] ?? '');
  const setYear = (next: string) =>
    setParams(
      (current) => {
        current.set('year', next);
        return current;
      },
      { replace: true },
    );
  return [year, setYear];
}
