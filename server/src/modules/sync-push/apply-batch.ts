import {
  pushSkippedStatus,
  type PushMutation,
  type PushOutcome,
} from '../../../../contract/sync-push.ts';
import { applyMutation, type PushContext } from './apply-mutation.ts';
import { applyTogether } from './apply-together.ts';
import { outcomeOf } from './route-answers.ts';

const isApplied = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * Applies a batch in order, one mutation and one transaction at a time. Once a mutation of a
 * record is not applied, the record's later mutations are answered `skipped`
 * (`pushSkippedStatus`) without being tried, since each was based on the one before; other
 * records go on.
 */
export async function applyOneByOne(
  push: PushContext,
  mutations: readonly PushMutation[],
): Promise<PushOutcome[]> {
  const heldBackRecords = new Set<string>();
  const outcomes: PushOutcome[] = [];
  for (const mutation of mutations) {
    if (heldBackRecords.has(mutation.recordKey)) {
      outcomes.push({ id: mutation.id, status: pushSkippedStatus, skipped: true });
      continue;
    }
    const answer = await applyMutation(push, mutation);
    if (!isApplied(answer.statusCode)) heldBackRecords.add(mutation.recordKey);
    outcomes.push(outcomeOf(mutation.id, answer));
  }
  return outcomes;
}

/**
 * Applies a batch in one transaction (`applyTogether`). Should that transaction fail as a
 * whole (a deadlock with another batch, a lost connection), nothing of it was kept, and the
 * batch is applied again one mutation at a time, with the same outcomes.
 */
export async function applyBatch(
  push: PushContext,
  mutations: readonly PushMutation[],
): Promise<PushOutcome[]> {
  try {
    return await applyTogether(push, mutations);
  } catch (error) {
    push.log.warn(
      { err: error },
      'a pushed batch failed as a whole; applying it one mutation at a time',
    );
    return applyOneByOne(push, mutations);
  }
}
