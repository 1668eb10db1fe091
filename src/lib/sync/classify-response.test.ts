// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { classifyResponse } from './classify-response.ts';
import { failureResponse, jsonResponse, successResponse } from './testing/envelopes.ts';

const nowMs = Date.UTC(2030, 0, 1);

describe('classifyResponse', () => {
  it('answers sent with the camelCase result for any 2xx', async () => {
    expect(
      await classifyResponse(successResponse({ id: 'a', evidence_type: 'image' }, 201), nowMs),
    ).toEqual({ kind: 'sent', result: { id: 'a', evidenceType: 'image' } });
    expect(await classifyResponse(new Response(null, { status: 204 }), nowMs)).toEqual({
      kind: 'sent',
      result: undefined,
    });
  });

  it.each([500, 408, 429])('retries a %i later', async (status) => {
    const outcome = await classifyResponse(failureResponse(status, 'common.error.server'), nowMs);
    expect(outcome.kind).toBe('retry');
  });

  it.each([502, 503, 504])(
    'takes a %i without Retry-After as the server out of reach, not a failed attempt',
    async (status) => {
      const outcome = await classifyResponse(failureResponse(status, 'common.error.server'), nowMs);
      expect(outcome.kind).toBe('unreachable');
    },
  );

  it('retries a 503 with Retry-After when the server asks', async () => {
    const outcome = await classifyResponse(
      failureResponse(503, 'common.error.server', { headers: { 'Retry-After': '30' } }),
      nowMs,
    );
    expect(outcome).toMatchObject({ kind: 'retry', retryAfterMs: 30_000 });
  });

  it('reads an answer that is not JSON as the server error', async () => {
    const outcome = await classifyResponse(
      new Response('<html>Internal error', { status: 500 }),
      nowMs,
    );
    expect(outcome).toEqual({
      kind: 'retry',
      error: { status: 500, key: 'common.error.server', fieldErrors: [] },
      retryAfterMs: null,
    });
  });

  it('reads Retry-After in seconds or as a date', async () => {
    const inSeconds = failureResponse(429, 'common.error.rateLimited', {
      headers: { 'Retry-After': '42' },
    });
    expect(await classifyResponse(inSeconds, nowMs)).toMatchObject({ retryAfterMs: 42_000 });
    const asDate = failureResponse(503, 'common.error.server', {
      headers: { 'Retry-After': new Date(nowMs + 90_000).toUTCString() },
    });
    expect(await classifyResponse(asDate, nowMs)).toMatchObject({ retryAfterMs: 90_000 });
  });

  it('stops on 401', async () => {
    const outcome = await classifyResponse(
      failureResponse(401, 'common.error.invalidToken'),
      nowMs,
    );
    expect(outcome.kind).toBe('unauthorized');
  });

  it.each([400, 403, 404, 413, 415, 422])(
    'needs the user on %i, with the key and field errors',
    async (status) => {
      const outcome = await classifyResponse(
        failureResponse(status, 'common.error.validation', {
          errors: [{ field: 'criteria_ids', key: 'validation.error.required' }],
        }),
        nowMs,
      );
      expect(outcome).toEqual({
        kind: 'rejected',
        error: {
          status,
          key: 'common.error.validation',
          fieldErrors: [{ field: 'criteriaIds', key: 'validation.error.required' }],
        },
      });
    },
  );

  it('answers a conflict with the server copy from a 409 that carries one', async () => {
    const outcome = await classifyResponse(
      failureResponse(409, 'common.error.conflict', {
        result: { id: 'a', version: 4, event_location: 'Hall' },
      }),
      nowMs,
    );
    expect(outcome).toEqual({
      kind: 'conflict',
      error: { status: 409, key: 'common.error.conflict', fieldErrors: [] },
      serverRecord: { id: 'a', version: 4, eventLocation: 'Hall' },
    });
  });

  it('retries a 409 with Retry-After: an earlier attempt with this key is still running', async () => {
    const outcome = await classifyResponse(
      failureResponse(409, 'common.error.conflict', { headers: { 'Retry-After': '2' } }),
      nowMs,
    );
    expect(outcome).toMatchObject({ kind: 'retry', retryAfterMs: 2_000 });
  });

  it('needs the user on a 409 without a server copy (a duplicate)', async () => {
    const outcome = await classifyResponse(
      jsonResponse(409, { success: false, message: 'x', error: 'users.failed.emailExists' }),
      nowMs,
    );
    expect(outcome).toMatchObject({ kind: 'rejected', error: { key: 'users.failed.emailExists' } });
  });
});
