import type { Criterion } from '../../../contract/achievements.ts';
import { bandOfTotal, weightedTotal } from '../../../contract/evaluation-total.ts';
import type { EvaluationBand } from '../../../contract/evaluations.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';

export interface FormResult {
  total: number;
  band: EvaluationBand | undefined;
  complete: boolean;
  scoredCount: number;
}

/**
 * What a side of the form adds up to: a closed form keeps the total and band the server fixed;
 * a draft is added up on the device as it is scored, the same way the server does.
 */
export function formResult(
  row: EvaluationRow | undefined,
  criteria: readonly Criterion[],
  bands: readonly EvaluationBand[],
): FormResult {
  const computed = weightedTotal(criteria, row?.scores ?? []);
  if (row && row.status !== 'draft') {
    return {
      ...computed,
      total: row.total,
      band: bands.find((band) => band.id === row.bandId) ?? bandOfTotal(row.total, bands),
    };
  }
  return { ...computed, band: computed.complete ? bandOfTotal(computed.total, bands) : undefined };
}
