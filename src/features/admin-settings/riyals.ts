/** The admin types riyals (up to two decimals); the server stores halalas. */
export function halalasFromRiyals(riyals: number): number {
  return Math.round(riyals * 100);
}

export function riyalsFromHalalas(halalas: number): number {
  return halalas / 100;
}
