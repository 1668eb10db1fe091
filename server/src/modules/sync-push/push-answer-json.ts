import { toSnakeCaseKeys } from '../../../../contract/case-keys.ts';
import { routeNameOf } from '../../../../contract/endpoints/define-endpoint.ts';
import { syncEndpoints } from '../../../../contract/endpoints/sync.ts';
import { zPushOutcome, type PushOutcome } from '../../../../contract/sync-push.ts';
import { asDeclared } from '../../http/declared-answer.ts';

/** Where an outcome keeps its result's JSON: a symbol, so that nothing else sees it. */
const resultJsonKey = Symbol('resultJson');

type OutcomeWithJson = PushOutcome & { [resultJsonKey]?: string };

/**
 * The outcome with its result's wire-case JSON (the text its idempotency record holds), so
 * that the push's answer sends that text rather than checking, converting and writing the
 * result a second time: a batch of 100 creates sends about 50 KB of results. Not enumerable:
 * comparisons and copies of the outcome see the outcome alone.
 */
export function withResultJson(outcome: PushOutcome, resultJson: string): PushOutcome {
  Object.defineProperty(outcome, resultJsonKey, { value: resultJson, enumerable: false });
  return outcome;
}

const route = routeNameOf(syncEndpoints.push);

/** One outcome as the route's serializer would write it: held to its schema, in wire case. */
function outcomeJson(outcome: OutcomeWithJson): string {
  const resultJson = outcome[resultJsonKey];
  if (resultJson === undefined) {
    return JSON.stringify(toSnakeCaseKeys(asDeclared(route, zPushOutcome, outcome)));
  }
  // The result was held to its write's declared result already (`declaredResultOf`).
  const frame: Partial<PushOutcome> = { ...outcome };
  delete frame.result;
  const frameJson = JSON.stringify(toSnakeCaseKeys(asDeclared(route, zPushOutcome, frame)));
  return `${frameJson.slice(0, -1)},"result":${resultJson}}`;
}

/**
 * The push's answer, `{ success, result: { outcomes } }`, as the JSON its declared serializer
 * would send (`http/declared-answer.ts`), each result written once for its record and here.
 */
export function pushAnswerJson(outcomes: readonly PushOutcome[]): string {
  return `{"success":true,"result":{"outcomes":[${outcomes.map(outcomeJson).join(',')}]}}`;
}
