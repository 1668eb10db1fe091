import { evaluationScores } from './evaluations.ts';

/** A rating level's published share of the curve: at most `curveSharePercent` % of the staff. */
export interface CurveLevel {
  rating: number;
  /** Null where the split sets no ceiling (3 and below share the rest). */
  curveSharePercent: number | null;
}

/** A principal's form as the curve counts it. */
export interface CurveForm {
  status: string;
  overallRating: number | null;
  /** Set when the evaluatee is not evaluated this year: such a form is left out of the curve. */
  notEvaluatedReason?: string | null;
}

export interface CurveBar {
  rating: number;
  count: number;
  /** Of the finalised forms, rounded to a whole percent. */
  percent: number;
  curveSharePercent: number | null;
  /** More forms at this level than its share allows. */
  pastShare: boolean;
}

export interface CurveDistribution {
  /** One bar per rating, 5 first. */
  bars: CurveBar[];
  /** Finalised (or acknowledged) forms: what the bars count. */
  finalisedCount: number;
  /** Drafts, shown apart: they are not counted in the bars. */
  draftCount: number;
}

/** Staff not evaluated this year are outside the curve (docs/evaluation-rating.md, "The curve"). */
const isEvaluated = (form: CurveForm) => !form.notEvaluatedReason;

const isClosed = (form: CurveForm) => form.status !== 'draft' && form.overallRating !== null;

/**
 * The school's finalised ratings against the published split (docs/evaluation-rating.md, "The
 * curve"): a level is past its share when its count is more than the share of the finalised
 * forms.
 */
export function curveDistribution(
  forms: readonly CurveForm[],
  levels: readonly CurveLevel[],
): CurveDistribution {
  const counted = forms.filter(isEvaluated);
  const closed = counted.filter(isClosed);
  const shareOf = new Map(levels.map((level) => [level.rating, level.curveSharePercent]));
  const bars = [...evaluationScores].reverse().map((rating): CurveBar => {
    const count = closed.filter((form) => form.overallRating === rating).length;
    const share = shareOf.get(rating) ?? null;
    return {
      rating,
      count,
      percent: closed.length === 0 ? 0 : Math.round((count * 100) / closed.length),
      curveSharePercent: share,
      pastShare: share !== null && count * 100 > share * closed.length,
    };
  });
  return { bars, finalisedCount: closed.length, draftCount: counted.length - closed.length };
}

/**
 * The level a new finalised rating would take past its share, if any: the school's finalised
 * forms (`others`, without the one being finalised) plus this rating.
 */
export function ratingPastCurve(
  others: readonly CurveForm[],
  rating: number,
  levels: readonly CurveLevel[],
): CurveBar | undefined {
  const after = curveDistribution(
    [...others.filter(isClosed), { status: 'finalised', overallRating: rating }],
    levels,
  );
  return after.bars.find((bar) => bar.rating === rating && bar.pastShare);
}
