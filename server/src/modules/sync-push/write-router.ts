import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

import { replayableMethods, type ReplayableWrite } from '../replayable-writes/access.ts';

export interface MatchedWrite {
  write: ReplayableWrite;
  /** The path parameters as Fastify would give them to the write's own route: decoded. */
  params: Record<string, string | undefined>;
}

type RouterOptions = Pick<
  FastifyInstance['initialConfig'],
  'caseSensitive' | 'ignoreTrailingSlash' | 'ignoreDuplicateSlashes' | 'maxParamLength'
>;

/**
 * Finds the declared write a pushed mutation names, with the router Fastify itself uses
 * (find-my-way) and the app's own router options, so a path matches through the batch exactly
 * when it would match the write's own route: the same static-before-parameter precedence
 * (`goals/order` before `goals/:goalId`), percent-decoding, slashes and parameter length.
 * Answers undefined for anything that is not one of the writes.
 */
export function writeRouter(
  writes: readonly ReplayableWrite[],
  options: RouterOptions,
): (method: string, path: string) => MatchedWrite | undefined {
  const router = FindMyWay({
    caseSensitive: options.caseSensitive ?? true,
    ignoreTrailingSlash: options.ignoreTrailingSlash ?? false,
    ignoreDuplicateSlashes: options.ignoreDuplicateSlashes ?? false,
    maxParamLength: options.maxParamLength ?? 100,
  });
  const writeOf = new Map<string, ReplayableWrite>();
  for (const write of writes) {
    const { method, path } = write.endpoint;
    const routeKey = `${method} ${path}`;
    writeOf.set(routeKey, write);
    router.on(method, path, () => undefined, routeKey);
  }

  return (method, path) => {
    // The router would also take an absolute URL and drop its origin; a mutation names a path.
    if (!path.startsWith('/') || !isRouterMethod(method)) return undefined;
    const found = router.find(method, path);
    const write = found && writeOf.get(String(found.store));
    return write && found ? { write, params: found.params } : undefined;
  };
}

function isRouterMethod(method: string): method is ReplayableWrite['endpoint']['method'] {
  return (replayableMethods as readonly string[]).includes(method);
}
