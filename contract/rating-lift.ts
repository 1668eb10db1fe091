import { formRating, type WeightedCriterion } from './evaluation-rating.ts';
import { maxEvaluationScore, type CriterionScore } from './evaluations.ts';

export interface RatingLift {
  nextRating: number;
  /**
   * `any`: raising any one of `criterionIds` by one point reaches `nextRating`; `all`: each of
   * them must rise by one point (the fewest that do, heaviest first).
   */
  needs: 'any' | 'all';
  criterionIds: string[];
}

/** A rating is "just below" the next level when at most this many one-point rises reach it. */
export const liftMaxCriteria = 2;

/**
 * Which criteria would have to rise by one point for a complete form to reach the next rating,
 * when it is within reach (docs/evaluation-rating.md, "What would lift it"); undefined at 5, on
 * an incomplete form, or when more than `liftMaxCriteria` rises would be needed.
 */
export function ratingLift(
  criteria: readonly WeightedCriterion[],
  scores: readonly Pick<CriterionScore, 'criterionId' | 'score'>[],
): RatingLift | undefined {
  const current = formRating(criteria, scores);
  if (current.overallRating === null || current.overallRating >= maxEvaluationScore) return;
  const nextRating = current.overallRating + 1;
  const scoreOf = new Map(scores.map((entry) => [entry.criterionId, entry.score]));
  const raisable = criteria.filter((criterion) => (scoreOf.get(criterion.id) ?? 0) < 5);
  const ratingWith = (raised: ReadonlySet<string>) =>
    formRating(
      criteria,
      criteria.map((criterion) => {
        const score = scoreOf.get(criterion.id) ?? 0;
        return { criterionId: criterion.id, score: raised.has(criterion.id) ? score + 1 : score };
      }),
    ).overallRating ?? 0;
  const alone = raisable.filter((criterion) => ratingWith(new Set([criterion.id])) >= nextRating);
  if (alone.length > 0) {
    return { nextRating, needs: 'any', criterionIds: alone.map((criterion) => criterion.id) };
  }
  const heaviestFirst = [...raisable].sort((a, b) => b.weight - a.weight);
  const raised = new Set<string>();
  for (const criterion of heaviestFirst.slice(0, liftMaxCriteria)) {
    raised.add(criterion.id);
    if (ratingWith(raised) >= nextRating) {
      return { nextRating, needs: 'all', criterionIds: [...raised] };
    }
  }
  return undefined;
}
