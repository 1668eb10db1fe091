import type { PullMapping } from '../../lib/sync/pull-mapping.ts';

import { evaluationRowFromServer } from './evaluation-row.ts';

/**
 * Pulled forms: the user's own, a principal's staff's, the ones a super admin started
 * (docs/roles-and-permissions.md, "Evaluations"). A form fetched online on opening it shares
 * the table; a full resync drops it when the pull does not carry it, and opening fetches it again.
 */
export const evaluationsPullMapping: PullMapping<'evaluations'> = {
  dexieTable: 'evaluations',
  toRow: evaluationRowFromServer,
};

/** The Ministry's rating bands, for a form's band offline. */
export const evaluationBandsPullMapping: PullMapping<'evaluationBands'> = {
  dexieTable: 'evaluationBands',
  toRow: (band) => band,
};
