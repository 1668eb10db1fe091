import { lazy } from 'react';

import { withCatalogs } from '../../lib/i18n/i18n.ts';

/**
 * The filters bar's selects and date pickers are not part of a phone's first screen, where the
 * bar is folded (`PhoneFiltersDisclosure`): they arrive when it is first opened or the page is
 * idle (`loadFiltersBar`). A wider screen shows the bar at once and waits for them
 * (docs/achievements-at-scale.md).
 */
export const loadFiltersBar = withCatalogs(
  ['achievements', 'components', 'entities'],
  async () => ({
    default: (await import('./achievement-filters-bar.tsx')).AchievementFiltersBar,
  }),
);

export const LazyAchievementFiltersBar = lazy(loadFiltersBar);
