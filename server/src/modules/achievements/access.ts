/** What the achievements module offers the other modules; the rest is its own (docs/server-modules.md). */
export { readableOwner } from './achievement-reads.ts';
export { achievementsOf } from './achievement-records.ts';
export { viewedSchoolId } from './viewed-school.ts';
