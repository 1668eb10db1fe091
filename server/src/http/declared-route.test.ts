import { Writable } from 'node:stream';

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineEndpoint } from '../../../contract/endpoints/define-endpoint.ts';
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

/** A server with the one declared route, and every log line it writes at warn or above. */
async function serverWithLog() {
  const lines: { level: number; msg?: string; err?: { message: string } }[] = [];
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
  const routes: ApiModule = async (api) => {
    declaredRoute(api, endpoint, {}, async (request, reply) => {
      if (request.query.answer === 'notModified') return reply.code(304).send();
      return success(['one']);
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
});
