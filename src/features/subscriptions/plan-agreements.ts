/** The three agreements a purchase needs (docs/states-and-transitions.md, "Choosing a plan"). */
export const agreementKeys = ['terms', 'refundPolicy', 'noRefund'] as const;
export type AgreementKey = (typeof agreementKeys)[number];

/** Ticked agreements belong to one plan card at a time; ticking on another clears them. */
export interface AgreementState {
  planId: string | null;
  ticked: ReadonlySet<AgreementKey>;
}

export const noAgreements: AgreementState = { planId: null, ticked: new Set() };

export function toggleAgreement(
  state: AgreementState,
  planId: string,
  key: AgreementKey,
  checked: boolean,
): AgreementState {
  const ticked = new Set(state.planId === planId ? state.ticked : []);
  if (checked) ticked.add(key);
  else ticked.delete(key);
  return { planId, ticked };
}

export function allAgreed(state: AgreementState, planId: string): boolean {
  return state.planId === planId && agreementKeys.every((key) => state.ticked.has(key));
}
