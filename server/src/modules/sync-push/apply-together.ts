import type { PushMutation, PushOutcome } from '../../../../contract/sync-push.ts';
import { pushSkippedStatus } from '../../../../contract/sync-push.ts';
import {
  isReplayable,
  type IdempotentRequest,
} from '../../plugins/idempotency/idempotency-keys.ts';
import type { StoredResponse } from '../../db/tables/idempotency-records.ts';
import {
  answerOfClaim,
  isReady,
  prepareMutation,
  unexpectedFailure,
  writeContextOf,
  type PushContext,
  type ReadyMutation,
} from './apply-mutation.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Transaction } from './joined-transaction.ts';
import {
  declaredResultOf,
  outcomeOf,
  storedResponseOf,
  successAnswer,
  type RouteAnswer,
} from './route-answers.ts';

const isApplied = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * PostgreSQL's codes for a transaction that another one got in the way of (a deadlock, a
 * serialization failure). One batch's transaction holds its writes' locks until it commits,
 * which one mutation's did not, so such a failure is not the mutation's: the batch is then
 * rolled back and applied one mutation at a time, as it was before batches were sets.
 */
const betweenTransactionsCodes = new Set(['40P01', '40001']);

export function isBetweenTransactions(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if (betweenTransactionsCodes.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One batch's walk through its mutations inside its transaction. */
class BatchInTransaction {
  private readonly outcomes: PushOutcome[] = [];
  private readonly heldBackRecords = new Set<string>();
  private readonly toStore: {
    request: IdempotentRequest;
    statusCode: number;
    response: StoredResponse;
  }[] = [];
  private readonly toRelease: string[] = [];
  /** The index of the mutation that holds each key the batch's first claim took. */
  private readonly holderOfKey = new Map<string, number>();

  constructor(
    private readonly push: PushContext,
    private readonly tx: Transaction,
    private readonly mutations: readonly PushMutation[],
    private readonly prepared: readonly (RouteAnswer | ReadyMutation)[],
    claimedKeys: ReadonlySet<string>,
    /** The keys are not in the table yet: they go in with their answers when the walk ends. */
    private readonly claimAtTheEnd = false,
  ) {
    prepared.forEach((entry, index) => {
      if (!isReady(entry)) return;
      const { key } = entry.request;
      if (claimedKeys.has(key) && !this.holderOfKey.has(key)) this.holderOfKey.set(key, index);
    });
  }

  private holdsClaim(index: number): boolean {
    const entry = this.prepared[index];
    return !!entry && isReady(entry) && this.holderOfKey.get(entry.request.key) === index;
  }

  /** Stores and releases what is pending, so a later claim of the same key sees it. */
  async flush(): Promise<void> {
    const keys = this.push.app.idempotencyKeys;
    const userId = this.push.caller.id;
    const answers = this.toStore.splice(0);
    const released = this.toRelease.splice(0);
    if (this.claimAtTheEnd) {
      // Nothing of a released key was written; an answered key taken meanwhile undoes the batch.
      const inserted = await keys.insertAnswered(this.tx, answers);
      if (inserted.size < answers.length) throw new KeysTakenMeanwhile();
      return;
    }
    await keys.storeMany(
      this.tx,
      userId,
      answers.map(({ request, ...answer }) => ({ key: request.key, ...answer })),
    );
    await keys.releaseMany(this.tx, userId, released);
  }

  /** The mutation's outcome; with `heldKey`, its answer is kept for replay or its key freed. */
  private record(index: number, answer: RouteAnswer, heldKey: string | undefined): void {
    const mutation = this.mutations[index] as PushMutation;
    const entry = this.prepared[index];
    if (heldKey !== undefined && entry && isReady(entry)) {
      if (isReplayable(answer.statusCode)) {
        this.toStore.push({
          request: entry.request,
          statusCode: answer.statusCode,
          response: storedResponseOf(answer),
        });
      } else {
        this.toRelease.push(heldKey);
      }
    }
    if (!isApplied(answer.statusCode)) this.heldBackRecords.add(mutation.recordKey);
    this.outcomes.push(outcomeOf(mutation.id, answer));
  }

  /** The write of a mutation whose key the batch holds, in a savepoint of its own. */
  private async applyHeld({ mutation, match, input }: ReadyMutation): Promise<RouteAnswer> {
    const { write } = match;
    try {
      const result = await this.tx.transaction(async (savepoint) => {
        if (write.requiresSubscription) await this.push.requireSubscription(savepoint);
        const applied = await write.apply(
          writeContextOf(this.push, savepoint),
          this.push.caller,
          input,
        );
        return declaredResultOf(write.endpoint, applied);
      });
      return successAnswer(write.endpoint.successStatus ?? 200, result);
    } catch (error) {
      if (isBetweenTransactions(error)) throw error;
      return unexpectedFailure(this.push, mutation, error);
    }
  }

  /**
   * The mutations from `start` that one `applyMany` can take together: ready, holding their
   * keys, of the same write, of records not held back and each of another record, so that no
   * mutation of the run depends on another's outcome.
   */
  private runFrom(start: number): ReadyMutation[] {
    const first = this.prepared[start];
    if (!first || !isReady(first) || !first.match.write.applyMany) return [];
    const records = new Set<string>();
    const run: ReadyMutation[] = [];
    for (let index = start; index < this.prepared.length; index += 1) {
      const entry = this.prepared[index];
      if (!entry || !isReady(entry) || entry.match.write !== first.match.write) break;
      const { recordKey } = entry.mutation;
      if (!this.holdsClaim(index) || records.has(recordKey)) break;
      if (this.heldBackRecords.has(recordKey)) break;
      records.add(recordKey);
      run.push(entry);
    }
    return run;
  }

  /**
   * A run through its write's `applyMany`; what that leaves goes one by one, in order. No
   * savepoint of its own (two statements a batch): `applyMany` leaves an input it cannot take
   * instead of refusing it, so a throw from it is the set failing as a whole, and the batch is
   * then rolled back and applied one mutation at a time (`applyBatch`). Only the subscription's
   * refusal, asked before anything is written, leaves the transaction as it was.
   */
  private async applyRun(start: number, run: readonly ReadyMutation[]): Promise<void> {
    const { write } = (run[0] as ReadyMutation).match;
    let results: readonly unknown[] = [];
    if (await this.subscriptionAllows(write)) {
      const answers =
        (await write.applyMany?.(
          writeContextOf(this.push, this.tx),
          this.push.caller,
          run.map((entry) => entry.input),
        )) ?? [];
      results = answers.map((result) =>
        result === undefined ? undefined : declaredResultOf(write.endpoint, result),
      );
    }
    for (const [offset, entry] of run.entries()) {
      const result = results[offset];
      const answer =
        result === undefined
          ? await this.applyHeld(entry)
          : successAnswer(write.endpoint.successStatus ?? 200, result);
      this.record(start + offset, answer, entry.request.key);
    }
  }

  /** Whether the caller's subscription lets `write` through; its refusal is answered per mutation. */
  private async subscriptionAllows(write: ReadyMutation['match']['write']): Promise<boolean> {
    if (!write.requiresSubscription) return true;
    try {
      await this.push.requireSubscription(this.tx);
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  }

  /** A ready mutation whose key the first claim did not take: claimed now, on its own. */
  private async applyUnheld(index: number, entry: ReadyMutation): Promise<void> {
    await this.flush();
    const claim = await this.push.app.idempotencyKeys.claim(this.tx, entry.request);
    if (claim.state !== 'claimed') {
      this.record(index, answerOfClaim(claim), undefined);
      return;
    }
    this.record(index, await this.applyHeld(entry), entry.request.key);
  }

  async walk(): Promise<PushOutcome[]> {
    let index = 0;
    while (index < this.mutations.length) {
      const mutation = this.mutations[index] as PushMutation;
      const entry = this.prepared[index] as RouteAnswer | ReadyMutation;
      if (this.heldBackRecords.has(mutation.recordKey)) {
        // Not tried: its key stays free, so sending it again applies it.
        if (isReady(entry) && this.holdsClaim(index)) this.toRelease.push(entry.request.key);
        this.outcomes.push({ id: mutation.id, status: pushSkippedStatus, skipped: true });
        index += 1;
      } else if (!isReady(entry)) {
        this.record(index, entry, undefined);
        index += 1;
      } else if (!this.holdsClaim(index)) {
        await this.applyUnheld(index, entry);
        index += 1;
      } else {
        const run = this.runFrom(index);
        if (run.length > 0) {
          await this.applyRun(index, run);
          index += run.length;
        } else {
          this.record(index, await this.applyHeld(entry), entry.request.key);
          index += 1;
        }
      }
    }
    await this.flush();
    return this.outcomes;
  }
}

/**
 * Applies a batch in one transaction (README.md, "Sets"): runs of the same write applied as sets
 * where the write can (`applyMany`), every other write in a savepoint of its own so that its
 * refusal rolls back only its own work. Keys none of which is known yet are claimed at the end
 * with their answers in one insert; should another request take one meanwhile, the batch is
 * rolled back and applied again claiming first (one insert before, the answers kept with one
 * statement after). Outcomes, stored answers and what skipping leaves free are those of
 * `applyMutation` one mutation at a time. Throws when the transaction fails as a whole.
 */
export async function applyTogether(
  push: PushContext,
  mutations: readonly PushMutation[],
): Promise<PushOutcome[]> {
  const firstLook = mutations.map((mutation) => prepareMutation(push, mutation));
  const ready = firstLook.filter(isReady);
  const keys = ready.map((entry) => entry.request.key);
  if (ready.length > 0 && new Set(keys).size === keys.length) {
    try {
      const outcomes = await push.app.db.transaction(async (tx) => {
        if (await push.app.idempotencyKeys.anyKnown(tx, push.caller.id, keys)) return null;
        return new BatchInTransaction(push, tx, mutations, firstLook, new Set(keys), true).walk();
      });
      if (outcomes) return outcomes;
    } catch (error) {
      if (!(error instanceof KeysTakenMeanwhile)) throw error;
    }
  }
  return applyClaimingFirst(push, mutations, firstLook, ready);
}

/** A key of the batch was claimed by another request while the batch applied its writes. */
class KeysTakenMeanwhile extends Error {}

/** `applyTogether` with the batch's free keys claimed before any write. */
async function applyClaimingFirst(
  push: PushContext,
  mutations: readonly PushMutation[],
  firstLook: readonly (RouteAnswer | ReadyMutation)[],
  ready: readonly ReadyMutation[],
): Promise<PushOutcome[]> {
  return push.app.db.transaction(async (tx) => {
    const keys = push.app.idempotencyKeys;
    const claimedKeys =
      ready.length > 0
        ? await keys.claimMany(
            tx,
            ready.map((entry) => entry.request),
          )
        : new Set<string>();
    // A key the claim did not get is answered (a batch sent again) or held by another request:
    // the answered ones are read in one go and replayed without a claim each.
    const unclaimed = ready
      .map((entry) => entry.request.key)
      .filter((key) => !claimedKeys.has(key));
    const answeredKeys =
      unclaimed.length > 0 ? await keys.findAnswered(tx, push.caller.id, unclaimed) : new Map();
    const prepared =
      answeredKeys.size > 0
        ? mutations.map((mutation) => prepareMutation({ ...push, answeredKeys }, mutation))
        : firstLook;
    return new BatchInTransaction(push, tx, mutations, prepared, claimedKeys).walk();
  });
}
