import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';

import { toApiError } from './to-api-error.ts';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://localhost/api/x');
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  return new HTTPError(response, request, {} as never);
}

describe('toApiError', () => {
  it('passes a failure envelope key and its field errors through, in camelCase', async () => {
    const error = await toApiError(
      httpError(400, {
        success: false,
        message: 'Validation failed',
        error: 'common.error.validation',
        errors: [{ field: 'full_name', key: 'validation.error.required' }],
      }),
    );
    expect(error.key).toBe('common.error.validation');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([{ field: 'fullName', key: 'validation.error.required' }]);
  });

  it('answers the server error for a body that is not the envelope', async () => {
    const error = await toApiError(httpError(502, '<html>Bad gateway</html>'));
    expect(error.key).toBe('common.error.server');
  });

  it('answers the connection error for a timeout or no answer', async () => {
    const timeout = new TimeoutError(new Request('http://localhost/api/x'));
    expect((await toApiError(timeout)).key).toBe('common.error.connection');
    expect((await toApiError(new TypeError('Failed to fetch'))).key).toBe(
      'common.error.connection',
    );
  });

  it('answers the unknown error for anything else', async () => {
    expect((await toApiError(new Error('boom'))).key).toBe('common.error.unknown');
  });
});
