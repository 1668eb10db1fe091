import { readFileSync } from 'node:fs';

import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allEndpoints } from '../../../contract/endpoints/all-endpoints.ts';
import { routeNameOf } from '../../../contract/endpoints/define-endpoint.ts';
import { resumableUploads } from '../../../contract/uploads.ts';
import { sandboxBasePath } from '../modules/payments/sandbox/sandbox-provider.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { apiDescription, openApiPath } from './api-description.ts';

/**
 * The routes that are not JSON endpoints and so are not declared in contract/endpoints/: the
 * socket, the tus protocol's upload routes, the sandbox gateway's HTML pages, and the OpenAPI
 * document itself.
 */
function isUndeclaredByDesign(route: { method: string; url: string }): boolean {
  return (
    route.url === '/api/realtime' ||
    route.url === `/api${openApiPath}` ||
    route.url.startsWith(`/api${resumableUploads.path}`) ||
    route.url.startsWith(sandboxBasePath)
  );
}

describe('the endpoint declarations', () => {
  let test: TestApp;
  const routes: string[] = [];

  beforeAll(async () => {
    test = await buildTestApp({
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          const candidate = { method, url: route.url };
          if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
          if (isUndeclaredByDesign(candidate)) continue;
          routes.push(`${method} ${route.url.replace(/^\/api/, '')}`);
        }
      },
    });
  });

  afterAll(() => test.close());

  it('cover every API route, and every declaration has its route', () => {
    const declared = allEndpoints.map(routeNameOf);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    expect([...routes].sort()).toEqual([...declared].sort());
  });

  it('are served as a valid OpenAPI 3.1 document', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api${openApiPath}` });
    expect(response.statusCode).toBe(200);
    const document = response.json<Record<string, unknown>>();
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(Object.keys(document.paths as object)).toContain('/achievements/{id}');
  });

  it('are written to docs/openapi.json as they stand (npm run openapi)', () => {
    const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(committed), 'docs/openapi.json is stale: run npm run openapi').toEqual(
      apiDescription(),
    );
  });
});
