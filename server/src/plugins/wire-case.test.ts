import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { probeRoutes } from '../testing/probe-routes.ts';

describe('snake_case on the wire, camelCase in code', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ extraModules: [probeRoutes] });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('hands handlers camelCase bodies and sends their camelCase results as snake_case', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: {
        full_name: 'Sara Ahmed',
        email: 'sara@example.com',
        role: 'org_admin',
        age: 40,
        goals: [{ target_metric: 'attendance' }],
      },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result.received_keys).toEqual(['fullName', 'email', 'role', 'age', 'goals']);
    expect(body.result.received).toEqual({
      full_name: 'Sara Ahmed',
      email: 'sara@example.com',
      role: 'org_admin',
      age: 40,
      goals: [{ target_metric: 'attendance' }],
    });
    // Values are data, not keys: a role value keeps its underscore.
    expect(response.body).not.toContain('orgAdmin');
  });

  it('hands handlers camelCase query parameters', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/query?page_size=25',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, result: { page_size: 25 } });
  });

  it('names a bad query parameter the way the client sent it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/query?page_size=0',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'page_size', key: 'validation.error.minValue', params: { min: 1 } },
    ]);
  });

  it('reports a missing body under the field "body"', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/probe/echo' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body', key: 'validation.error.required', params: {} },
    ]);
  });
});
