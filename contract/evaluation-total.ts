import { maxEvaluationScore, type CriterionScore, type EvaluationBand } from './evaluations.ts';

export interface WeightedCriterion {
  id: string;
  weight: number;
}

export interface WeightedTotal {
  /** Points out of 100 earned by the criteria scored so far, to two decimals. */
  total: number;
  scoredCount: number;
  /** Every criterion of the set has a score. */
  complete: boolean;
}

/**
 * The form's total: each criterion's score out of 5 times its weight, the weights scaled to
 * 100 (the Ministry's set sums to 100 already). Scores of criteria outside the set count for
 * nothing. Shared by the server and the device, so both show the same figure.
 */
export function weightedTotal(
  criteria: readonly WeightedCriterion[],
  scores: readonly Pick<CriterionScore, 'criterionId' | 'score'>[],
): WeightedTotal {
  const weightSum = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const scoreOf = new Map(scores.map((entry) => [entry.criterionId, entry.score]));
  let points = 0;
  let scoredCount = 0;
  for (const criterion of criteria) {
    const score = scoreOf.get(criterion.id);
    if (score === undefined) continue;
    scoredCount += 1;
    points += (criterion.weight * score) / maxEvaluationScore;
  }
  const total = weightSum === 0 ? 0 : Math.round((points * 100 * 100) / weightSum) / 100;
  return { total, scoredCount, complete: criteria.length > 0 && scoredCount === criteria.length };
}

/** The band whose range holds the total (both ends included), if any. */
export function bandOfTotal<Band extends Pick<EvaluationBand, 'minScore' | 'maxScore'>>(
  total: number,
  bands: readonly Band[],
): Band | undefined {
  return bands.find((band) => band.minScore <= total && total <= band.maxScore);
}
