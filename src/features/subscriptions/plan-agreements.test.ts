import { describe, expect, it } from 'vitest';

import { allAgreed, noAgreements, toggleAgreement } from './plan-agreements.ts';

describe('plan agreements', () => {
  it('needs all three agreements on the same card', () => {
    let state = toggleAgreement(noAgreements, 'a', 'terms', true);
    state = toggleAgreement(state, 'a', 'refundPolicy', true);
    expect(allAgreed(state, 'a')).toBe(false);
    state = toggleAgreement(state, 'a', 'noRefund', true);
    expect(allAgreed(state, 'a')).toBe(true);
  });

  it('clears the other card when ticking on another one', () => {
    let state = toggleAgreement(noAgreements, 'a', 'terms', true);
    state = toggleAgreement(state, 'a', 'refundPolicy', true);
    state = toggleAgreement(state, 'b', 'terms', true);
    expect(state.planId).toBe('b');
    expect([...state.ticked]).toEqual(['terms']);
    expect(allAgreed(state, 'a')).toBe(false);
  });

  it('unticks', () => {
    let state = toggleAgreement(noAgreements, 'a', 'terms', true);
    state = toggleAgreement(state, 'a', 'terms', false);
    expect(state.ticked.size).toBe(0);
  });
});
