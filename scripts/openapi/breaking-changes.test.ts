import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { apiDescription } from '../../server/src/openapi/api-description.ts';
import { breakingChanges, type JsonObject } from './breaking-changes.ts';

type Schema = JsonObject;

function object(properties: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', properties, required };
}

const text: Schema = { type: 'string' };

const plan = object(
  {
    id: text,
    name: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['draft', 'active'] },
    note: text,
  },
  ['id', 'name', 'status'],
);

const planBody = object(
  {
    name: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['draft', 'active'] },
    note: text,
  },
  ['name'],
);

interface Operation {
  body?: Schema;
  result?: Schema;
  status?: string;
  query?: { name: string; required: boolean }[];
}

/** A document of one endpoint, `PUT /plans/{id}`, as the server writes them. */
function documentWith({ body = planBody, result = plan, status = '200', query = [] }: Operation) {
  return {
    openapi: '3.1.0',
    paths: {
      '/plans/{id}': {
        put: {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: text },
            ...query.map(({ name, required }) => ({ name, in: 'query', required, schema: text })),
          ],
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: {
            [status]: {
              content: {
                'application/json': {
                  schema: object({ success: { const: true }, result }, ['success', 'result']),
                },
              },
            },
            default: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
            },
          },
        },
      },
    },
    components: { schemas: { Failure: object({ error: text }, ['error']) } },
  } satisfies JsonObject;
}

const released = documentWith({});

function changesTo(operation: Operation) {
  return breakingChanges(released, documentWith(operation)).map(
    ({ where, change }) => `${where}: ${change}`,
  );
}

describe('breakingChanges', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(released, documentWith({}))).toEqual([]);
  });

  it('finds a removed endpoint, but not a renamed path parameter', () => {
    expect(breakingChanges(released, { ...released, paths: {} })).toEqual([
      { operation: 'PUT /plans/{id}', where: 'operation', change: 'endpoint removed' },
    ]);
    const renamed = { ...released, paths: { '/plans/{planId}': released.paths['/plans/{id}'] } };
    expect(breakingChanges(released, renamed)).toEqual([]);
  });

  it('finds a removed or renamed response field, and one no longer always sent', () => {
    const kept = Object.fromEntries(
      Object.entries(plan.properties as Record<string, Schema>).filter(([name]) => name !== 'note'),
    );
    expect(changesTo({ result: object({ ...kept, title: text }, ['id', 'status']) })).toEqual([
      'response.result.note: response field removed',
      'response.result.name: response field no longer always sent',
    ]);
  });

  it('lets an answer gain a field', () => {
    const properties = { ...(plan.properties as Record<string, Schema>), extra: text };
    expect(changesTo({ result: object(properties, ['id', 'name', 'status', 'extra']) })).toEqual(
      [],
    );
  });

  it('finds a request field that became required or was added as required', () => {
    expect(changesTo({ body: { ...planBody, required: ['name', 'note'] } })).toEqual([
      'body.note: request field now required',
    ]);
    const added = object({ ...(planBody.properties as Record<string, Schema>), version: text }, [
      'name',
      'version',
    ]);
    expect(changesTo({ body: added })).toEqual(['body.version: request field now required']);
  });

  it('finds a query parameter that became required', () => {
    expect(changesTo({ query: [{ name: 'at', required: true }] })).toEqual([
      'query at: parameter now required',
    ]);
    expect(changesTo({ query: [{ name: 'at', required: false }] })).toEqual([]);
  });

  it('finds a narrowed enum in a request and a widened one in an answer', () => {
    const narrowed = { type: 'string', enum: ['draft'] };
    expect(
      changesTo({
        body: object({ ...(planBody.properties as Record<string, Schema>), status: narrowed }, [
          'name',
        ]),
      }),
    ).toEqual(['body.status: enum narrowed: "active"']);
    const widened = { type: 'string', enum: ['draft', 'active', 'done'] };
    expect(
      changesTo({
        result: object({ ...(plan.properties as Record<string, Schema>), status: widened }, [
          'id',
          'name',
          'status',
        ]),
      }),
    ).toEqual(['response.result.status: enum widened: "done"']);
  });

  it('finds a changed type, and a null an old client does not expect', () => {
    const count: Schema = { type: 'integer' };
    expect(
      changesTo({
        result: object({ ...(plan.properties as Record<string, Schema>), name: count }, [
          'id',
          'name',
          'status',
        ]),
      }),
    ).toEqual(['response.result.name: type changed']);
    const nullable: Schema = { anyOf: [text, { type: 'null' }] };
    expect(
      changesTo({
        result: object({ ...(plan.properties as Record<string, Schema>), note: nullable }, [
          'id',
          'name',
          'status',
        ]),
      }),
    ).toEqual(['response.result.note: type changed']);
    // A request may take more than it did.
    expect(
      changesTo({
        body: object({ ...(planBody.properties as Record<string, Schema>), note: nullable }, [
          'name',
        ]),
      }),
    ).toEqual([]);
  });

  it('finds a tightened limit on what an old outbox may hold', () => {
    const shorter = { type: 'string', maxLength: 50 };
    expect(
      changesTo({
        body: object({ ...(planBody.properties as Record<string, Schema>), name: shorter }, [
          'name',
        ]),
      }),
    ).toEqual(['body.name: maxLength tightened']);
  });

  it('finds a changed success status', () => {
    expect(changesTo({ status: '201' })).toEqual(['response: success status 200 became 201']);
  });

  it('finds no break between the last release and the API as declared now', () => {
    const release = JSON.parse(
      readFileSync(new URL('../../docs/openapi.release.json', import.meta.url), 'utf8'),
    ) as JsonObject;
    const current = JSON.parse(JSON.stringify(apiDescription())) as JsonObject;
    expect(breakingChanges(release, current)).toEqual([]);
  });
});
