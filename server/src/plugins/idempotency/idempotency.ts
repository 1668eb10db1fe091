import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import {
  idempotencyKeyMaxLength,
  idempotencyRetentionDays,
  idempotentReplayedHeader,
} from '../../../../contract/idempotency.ts';
import { ApiError } from '../../http/api-error.ts';
import { authenticatedUserOf } from '../auth/auth.ts';
import { idempotencyRecords, type StoredResponse } from './tables.ts';

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A claim whose request never finished (its instance died) may be taken over after this. */
const abandonedAfterMs = 10 * 60 * 1000;
const purgeEveryMs = 60 * 60 * 1000;

interface Claim {
  userId: string;
  key: string;
}

const stillRunning = () =>
  new ApiError(409, 'common.error.conflict', { headers: { 'retry-after': '2' } });

const claims = new WeakMap<FastifyRequest, Claim>();

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (
    typeof header !== 'string' ||
    header.length === 0 ||
    header.length > idempotencyKeyMaxLength
  ) {
    throw new ApiError(400, 'validation.error.invalidRequestFormat');
  }
  return header;
}

/** Answers worth replaying: not server failures or rate limits, which a retry may get past. */
function isReplayable(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 429;
}

/**
 * Idempotency-Key for authenticated mutating requests (design.md 3). The first request claims
 * the key with an insert that only one concurrent request can win; the others replay the
 * stored answer with `Idempotent-Replayed: true`, or get 409 with Retry-After while the first
 * is still running (as the IETF Idempotency-Key draft has it).
 * The same key with another method or path is refused with 422. Needs the auth plugin.
 */
export const idempotency = fastifyPlugin(
  async (app) => {
    let lastPurgeAt = 0;

    async function purgeOldRecords(): Promise<void> {
      const now = Date.now();
      if (now - lastPurgeAt < purgeEveryMs) return;
      lastPurgeAt = now;
      await app.db
        .delete(idempotencyRecords)
        .where(
          lt(
            idempotencyRecords.createdAt,
            sql`now() - ${idempotencyRetentionDays} * interval '1 day'`,
          ),
        );
    }

    async function claim(claimant: Claim & { method: string; path: string }): Promise<boolean> {
      const claimed = await app.db
        .insert(idempotencyRecords)
        .values(claimant)
        .onConflictDoNothing()
        .returning({ key: idempotencyRecords.key });
      return claimed.length > 0;
    }

    async function takeOverAbandoned({ userId, key }: Claim): Promise<boolean> {
      const taken = await app.db
        .update(idempotencyRecords)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyRecords.userId, userId),
            eq(idempotencyRecords.key, key),
            isNull(idempotencyRecords.statusCode),
            lt(
              idempotencyRecords.createdAt,
              sql`now() - ${abandonedAfterMs} * interval '1 millisecond'`,
            ),
          ),
        )
        .returning({ key: idempotencyRecords.key });
      return taken.length > 0;
    }

    async function release({ userId, key }: Claim): Promise<void> {
      await app.db
        .delete(idempotencyRecords)
        .where(and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key)));
    }

    function replay(reply: FastifyReply, statusCode: number, response: StoredResponse) {
      reply.code(statusCode).header(idempotentReplayedHeader, 'true');
      if (response.contentType) reply.header('content-type', response.contentType);
      return reply.send(response.body);
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!mutatingMethods.has(request.method)) return;
      const user = authenticatedUserOf(request);
      if (!user) return;
      const key = idempotencyKeyOf(request);
      if (key === undefined) return;

      const claimant = { userId: user.id, key, method: request.method, path: pathOf(request.url) };
      await purgeOldRecords();
      if (await claim(claimant)) {
        claims.set(request, claimant);
        return;
      }

      const [stored] = await app.db
        .select()
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.userId, user.id), eq(idempotencyRecords.key, key)));
      // Released in between by a request that failed: this one may run.
      if (!stored) {
        if (await claim(claimant)) {
          claims.set(request, claimant);
          return;
        }
        throw stillRunning();
      }
      if (stored.method !== claimant.method || stored.path !== claimant.path) {
        throw new ApiError(422, 'common.error.idempotencyKeyReused');
      }
      if (stored.statusCode !== null && stored.response !== null) {
        return replay(reply, stored.statusCode, stored.response);
      }
      if (await takeOverAbandoned(claimant)) {
        claims.set(request, claimant);
        return;
      }
      throw stillRunning();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimant = claims.get(request);
      if (!claimant) return payload;
      claims.delete(request);
      // Serialized answers are strings; files and streams are not kept for replay.
      const body = typeof payload === 'string' ? payload : undefined;
      if (body === undefined || !isReplayable(reply.statusCode)) {
        await release(claimant);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await app.db
        .update(idempotencyRecords)
        .set({
          statusCode: reply.statusCode,
          response: { contentType: typeof contentType === 'string' ? contentType : null, body },
        })
        .where(
          and(
            eq(idempotencyRecords.userId, claimant.userId),
            eq(idempotencyRecords.key, claimant.key),
          ),
        );
      return payload;
    });

    // A request that ends without an answer (the client went away) must not hold its key.
    app.addHook('onResponse', async (request) => {
      const claimant = claims.get(request);
      if (!claimant) return;
      claims.delete(request);
      await release(claimant);
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
