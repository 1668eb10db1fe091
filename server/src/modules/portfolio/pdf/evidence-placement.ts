import type { PortfolioCriterion } from '../portfolio-content.ts';

/**
 * The criteria each achievement counts for, by its id, in the Ministry's order: it is printed
 * once, under the first, and only named under the others.
 */
export type EvidencePlacement = ReadonlyMap<string, readonly PortfolioCriterion[]>;

export function evidencePlacement(criteria: readonly PortfolioCriterion[]): EvidencePlacement {
  const placement = new Map<string, PortfolioCriterion[]>();
  for (const criterion of criteria) {
    for (const evidence of criterion.evidence) {
      placement.set(evidence.id, [...(placement.get(evidence.id) ?? []), criterion]);
    }
  }
  return placement;
}
