import type { PullMapping } from '../../lib/sync/pull-mapping.ts';

import { evaluationRowFromServer } from './evaluation-row.ts';

/**
 * Pulled forms: the user's own, and a principal's staff's (docs/roles-and-permissions.md,
 * "Evaluations"). Forms a super admin opened online share the table and are kept too: the
 * server marks the forms they started for their device.
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
