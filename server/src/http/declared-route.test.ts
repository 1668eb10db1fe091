import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineEndpoint } from '../../../contract/endpoints/define-endpoint.ts';
import { errorEnvelope } from '../plugins/errors.ts';
import { wireCase } from '../plugins/wire-case.ts';
import { zodValidation } from '../plugins/zod-validation.ts';
import type { ApiModule } from './api-module.ts';
import { declaredRoute } from './declared-route.ts';
import { success } from './envelope.ts';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/things',
  summary: 'Things',
  tag: 'test',
  query: z.object({ answer: z.enum(['envelope', 'notModified']) }),
  result: z.array(z.string()),
});

const account = defineEndpoint({
  method: 'GET',
  path: '/account',
  summary: 'An account',
  tag: 'test',
  query: z.object({ answer: z.enum(['withSecret', 'wrongType']) }),
  result: z.object({ displayName: z.string(), joinedAt: z.string() }),
});

const joinedAt = new Date('2026-01-02T03:04:05.000Z');

interface LogLine {
  level: number;
  msg?: string;
  err?: { message: string; route?: string; issues?: { path: unknown[]; code: string }[] };
}

/** A server with the declared routes, and every log line it writes at warn or above. */
async function serverWithLog() {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
          done();
        },
      }),
    },
  });
  await app.register(zodValidation);
  await app.register(wireCase);
  await app.register(errorEnvelope);
  const routes: ApiModule = async (api) => {
    declaredRoute(api, endpoint, {}, async (request, reply) => {
      if (request.query.answer === 'notModified') return reply.code(304).send();
      return success(['one']);
    });
    declaredRoute(api, account, {}, async (request) => {
      const answer = { displayName: 'Sara', joinedAt, passwordHash: 'secret-hash' };
      // A handler whose types were got round: the declaration still holds it.
      if (request.query.answer === 'wrongType')
        return success({ ...answer, displayName: 42 as unknown as string });
      return success(answer);
    });
  };
  await app.register(routes, { prefix: '/api' });
  await app.ready();
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('declaredRoute', () => {
  it('sends the envelope with the declared status', async () => {
    const { app, lines } = await serverWithLog();
    close = () => app.close();
    const response = await app.inject({ url: '/api/things?answer=envelope' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: ['one'] });
    expect(lines).toEqual([]);
  });

  // The reply is thenable: awaiting a handler that returned it gave `undefined`, and every
  // 304 of the achievements list logged "Promise errored, but reply.sent = true was set".
  it('leaves an answer the handler sent itself alone, without logging an error', async () => {
    const { app, lines } = await serverWithLog();
    close = () => app.close();
    const response = await app.inject({ url: '/api/things?answer=notModified' });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });

  it('sends only the fields the result declares, in wire case', async () => {
    const { app, lines } = await serverWithLog();
    close = () => app.close();
    const response = await app.inject({ url: '/api/account?answer=withSecret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: { display_name: 'Sara', joined_at: '2026-01-02T03:04:05.000Z' },
    });
    expect(response.body).not.toContain('secret-hash');
    expect(lines).toEqual([]);
  });

  it('answers 500 and logs the route and the issues when the answer breaks its declaration', async () => {
    const { app, lines } = await serverWithLog();
    close = () => app.close();
    const response = await app.inject({ url: '/api/account?answer=wrongType' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, error: 'common.error.server' });
    expect(response.body).not.toContain('secret-hash');
    const logged = lines.find((line) => line.err?.route !== undefined);
    expect(logged?.err?.route).toBe('GET /api/account');
    expect(logged?.err?.issues).toEqual([
      expect.objectContaining({ path: ['result', 'displayName'], code: 'invalid_type' }),
    ]);
  });
});
