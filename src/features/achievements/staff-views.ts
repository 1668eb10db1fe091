import { withCatalogs } from '../../lib/i18n/i18n.ts';

// What only a principal or an administrator sees is not loaded for a teacher's first rows
// (docs/achievements-at-scale.md). The screen loads it when it draws it, and the early ask of
// its server data starts it with the request, so the code is here when the answer arrives.

/** One staff member's evidence (`?userId=`). */
export const loadStaffAchievements = withCatalogs(
  ['achievements', 'components', 'entities'],
  () => import('./staff-achievements.tsx'),
);

/** The school's staff with their coverage. */
export const loadStaffCoverageList = withCatalogs(
  ['achievements', 'components', 'entities'],
  () => import('./staff-coverage-list.tsx'),
);
