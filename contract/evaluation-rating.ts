import { maxEvaluationScore, type CriterionScore } from './evaluations.ts';

export interface WeightedCriterion {
  id: string;
  weight: number;
}

/**
 * One criterion's weight as a form was rated with it, kept with the form at finalisation so a
 * later edit of the set does not rerate it (docs/evaluation-rating.md).
 */
export interface RatedWeight {
  criterionId: string;
  weight: number;
}

/** The set a snapshot stands for, in its order, as `formRating` reads it. */
export const weightedCriteriaOf = (ratedWith: readonly RatedWeight[]): WeightedCriterion[] =>
  ratedWith.map((entry) => ({ id: entry.criterionId, weight: entry.weight }));

/** The snapshot of a set's weights, in its order. */
export const ratedWeightsOf = (criteria: readonly WeightedCriterion[]): RatedWeight[] =>
  criteria.map((criterion) => ({ criterionId: criterion.id, weight: criterion.weight }));

export interface FormRating {
  /**
   * The weighted mean of the scores given so far, on the 1-5 scale, to two decimals (0 before
   * the first score); once every criterion is scored, the weighted score the rating rounds.
   */
  weightedScore: number;
  /** The overall rating 1-5, once every criterion of the set is scored; null before. */
  overallRating: number | null;
  scoredCount: number;
  /** Every criterion of the set has a score. */
  complete: boolean;
}

/**
 * The overall rating of a weighted score: the nearest whole number, halves up (3.5 is 4, 3.45
 * is 3), within 1-5 (docs/evaluation-rating.md). A two-decimal score's half (x.50) is exact in
 * floating point, so no tolerance is needed.
 */
export function overallRatingOf(weightedScore: number): number {
  return Math.min(maxEvaluationScore, Math.max(1, Math.floor(weightedScore + 0.5)));
}

/**
 * A form's weighted score and overall rating: each criterion's 1-5 score times its weight,
 * over the weights of the criteria scored (the Ministry's set weighs 100). Scores of criteria
 * outside the set count for nothing. Shared by the server and the device, so both show the
 * same figure.
 */
export function formRating(
  criteria: readonly WeightedCriterion[],
  scores: readonly Pick<CriterionScore, 'criterionId' | 'score'>[],
): FormRating {
  const scoreOf = new Map(scores.map((entry) => [entry.criterionId, entry.score]));
  let points = 0;
  let scoredWeight = 0;
  let scoredCount = 0;
  for (const criterion of criteria) {
    const score = scoreOf.get(criterion.id);
    if (score === undefined) continue;
    scoredCount += 1;
    scoredWeight += criterion.weight;
    points += criterion.weight * score;
  }
  const weightedScore = scoredWeight === 0 ? 0 : Math.round((points * 100) / scoredWeight) / 100;
  const complete = criteria.length > 0 && scoredCount === criteria.length && scoredWeight > 0;
  return {
    weightedScore,
    // The rating rounds the score the form shows, so the two never disagree.
    overallRating: complete ? overallRatingOf(weightedScore) : null,
    scoredCount,
    complete,
  };
}
