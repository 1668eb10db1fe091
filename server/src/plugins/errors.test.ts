import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { probeRoutes } from '../testing/probe-routes.ts';

const validProbe = {
  full_name: 'Sara Ahmed',
  email: 'sara@example.com',
  role: 'agent',
  age: 30,
  goals: [{ target_metric: 'reading +10%' }],
};

describe('failure envelope', () => {
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      extraModules: [probeRoutes],
      env: { BODY_LIMIT: '2kb', LOG_LEVEL: 'error' },
      logStream: { write: (line) => logLines.push(line) },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers an unknown /api route with 404 and common.error.notFound', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      error: 'common.error.notFound',
    });
  });

  it('answers malformed JSON with 400 and validation.error.invalidRequestFormat', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"full_name": "Sara",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'validation.error.invalidRequestFormat',
    });
  });

  it('answers a body that breaks the schema with 400 and one snake_case field error per problem', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: {
        full_name: 'Sa',
        email: 'not-an-email',
        role: 'janitor',
        age: 'thirty',
        goals: [{ target_metric: 5 }],
      },
    });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, error: 'common.error.validation' });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'full_name', key: 'validation.error.minLength', params: { min: 3 } },
        { field: 'email', key: 'validation.error.mustBeEmail', params: {} },
        {
          field: 'role',
          key: 'validation.error.mustBeOneOf',
          params: { options: 'super_admin, org_admin, agent, customer' },
        },
        { field: 'age', key: 'validation.error.mustBeNumber', params: {} },
        { field: 'goals.0.target_metric', key: 'validation.error.mustBeString', params: {} },
      ]),
    );
    expect(body.errors).toHaveLength(5);
  });

  it('reports missing fields as required', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { ...validProbe, full_name: undefined, goals: [] },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'full_name', key: 'validation.error.required', params: {} },
      { field: 'goals', key: 'validation.error.minItems', params: { min: 1 } },
    ]);
  });

  it('accepts a valid body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: validProbe,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('answers a body over BODY_LIMIT with 413 and common.error.payloadTooLarge', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { ...validProbe, full_name: 'x'.repeat(4096) },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'common.error.payloadTooLarge',
    });
  });

  it('answers an unexpected throw with 500 and common.error.server, keeping internals out of the body but in the log', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/probe/crash' });

    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      success: false,
      message: expect.any(String),
      error: 'common.error.server',
    });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);

    const logged = logLines.map(
      (line) => JSON.parse(line) as { msg?: string; err?: { stack?: string } },
    );
    const crashLog = logged.find((entry) => entry.err?.stack?.includes('ECONNREFUSED'));
    expect(crashLog).toBeDefined();
  });
});
