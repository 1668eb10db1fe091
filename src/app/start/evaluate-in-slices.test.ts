import { describe, expect, it } from 'vitest';

import { schemasEvaluatedInSlices } from './evaluate-in-slices.ts';

describe('the schemas evaluated in slices at a signed-in start', () => {
  it('evaluates every slice once, however many parts of the start wait for it', async () => {
    const first = schemasEvaluatedInSlices();
    expect(schemasEvaluatedInSlices()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    expect(schemasEvaluatedInSlices()).toBe(first);
  });
});
