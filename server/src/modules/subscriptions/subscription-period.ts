/** A paid period lasts a calendar year, counted in UTC. */
export function oneYearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
