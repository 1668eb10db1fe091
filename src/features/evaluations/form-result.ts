import type { Criterion } from '../../../contract/achievements.ts';
import { formRating } from '../../../contract/evaluation-rating.ts';
import type { EvaluationBand } from '../../../contract/evaluations.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';

export interface FormResult {
  /** 1-5, two decimals. */
  weightedScore: number;
  overallRating: number | null;
  /** The rating's level, with its label. */
  level: EvaluationBand | undefined;
  complete: boolean;
  scoredCount: number;
}

/**
 * What a side of the form comes to: a closed form keeps the score and rating the server fixed;
 * a draft is rated on the device as it is scored, by the same function as the server.
 */
export function formResult(
  row: EvaluationRow | undefined,
  criteria: readonly Criterion[],
  levels: readonly EvaluationBand[],
): FormResult {
  const computed = formRating(criteria, row?.scores ?? []);
  const closed = row !== undefined && row.status !== 'draft' && row.overallRating !== null;
  const rating = closed ? row.overallRating : computed.overallRating;
  return {
    ...computed,
    ...(closed && { weightedScore: row.weightedScore, overallRating: row.overallRating }),
    level: levels.find((level) => level.rating === rating),
  };
}
