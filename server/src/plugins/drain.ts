import fastifyPlugin from 'fastify-plugin';

import { ApiError } from '../http/api-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment `drain()` is called: readiness fails and new requests are refused. */
    readonly draining: boolean;
    /**
     * Starts refusing new requests (503, `Connection: close`) and resolves once none is in
     * flight and none has come for `quietMs`, or at `deadline` (a `Date.now()` time).
     */
    drain(deadline: number, quietMs?: number): Promise<void>;
  }
}

// SHUTDOWN_QUIET_MS's default: long enough for a client in the middle of a run of requests to
// send its next one and be refused with an answer, short enough for a deploy. Stopping closes
// the kept-alive connections that are idle; a request a client sends on one at that moment
// meets a reset, the race every HTTP/1.1 server has when it closes a kept-alive connection.
const defaultQuietMs = 500;
const pollMs = 25;

/** Paths that still answer while draining, so probes see why: liveness and readiness. */
function answersWhileDraining(url: string): boolean {
  return url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?');
}

/**
 * Graceful shutdown's first half (main.ts): requests already accepted finish; new ones are
 * refused with an answer, never a reset, until the instance is quiet enough to stop listening
 * (closing the listening socket while clients still connect resets the connections waiting in
 * its backlog).
 */
export const drain = fastifyPlugin(
  async (app) => {
    let draining = false;
    let inFlight = 0;
    let lastRequestAt = 0;

    app.decorate('draining', {
      getter: () => draining,
    });

    app.addHook('onRequest', async (request, reply) => {
      lastRequestAt = Date.now();
      // A socket upgrade leaves the HTTP exchange at once; the realtime plugin closes sockets.
      if (request.headers.upgrade === undefined) {
        inFlight += 1;
        reply.raw.once('close', () => {
          inFlight -= 1;
        });
      }
      if (draining && !answersWhileDraining(request.url)) {
        throw new ApiError(503, 'common.error.unavailable', {
          headers: { connection: 'close', 'retry-after': '1' },
        });
      }
    });

    app.decorate('drain', async (deadline: number, quietMs = defaultQuietMs) => {
      draining = true;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastRequestAt >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    });
  },
  { name: 'drain' },
);
