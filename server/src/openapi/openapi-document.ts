import { z } from 'zod';

import { camelToSnake } from '../../../contract/case-keys.ts';
import {
  isFileResult,
  isMultipartBody,
  routeNameOf,
  type EndpointDeclaration,
} from '../../../contract/endpoints/define-endpoint.ts';
import { zFailure } from '../../../contract/envelope.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

/** Property names as they travel: snake_case (docs/api.md, "Wire case"). */
function onTheWire(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(onTheWire);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' && typeof value === 'object' && value !== null) {
        const properties = Object.entries(value as JsonSchema).map(([name, property]) => [
          camelToSnake(name),
          onTheWire(property),
        ]);
        return [key, Object.fromEntries(properties)];
      }
      if (key === 'required' && Array.isArray(value)) {
        return [key, value.map((name) => (typeof name === 'string' ? camelToSnake(name) : name))];
      }
      return [key, onTheWire(value)];
    }),
  );
}

/** A schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), for what a request sends. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete converted.$schema;
  return onTheWire(converted) as JsonSchema;
}

/** `/achievements/:id` in OpenAPI's syntax: `/achievements/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => `{${name}}`);
}

function parametersOf(endpoint: EndpointDeclaration): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  if (endpoint.params) {
    const schema = jsonSchemaOf(endpoint.params, 'input');
    for (const [name, property] of Object.entries((schema.properties ?? {}) as JsonSchema)) {
      parameters.push({ name, in: 'path', required: true, schema: property });
    }
  }
  if (endpoint.query) {
    const schema = jsonSchemaOf(endpoint.query, 'input');
    const required = new Set((schema.required ?? []) as string[]);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as JsonSchema)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema: property });
    }
  }
  return parameters;
}

function requestBodyOf(endpoint: EndpointDeclaration): JsonSchema | undefined {
  const { body } = endpoint;
  if (!body) return undefined;
  if (isMultipartBody(body)) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [body.fileField]: file },
            required: [body.fileField],
          },
        },
      },
    };
  }
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } },
  };
}

function successResponseOf(endpoint: EndpointDeclaration): JsonSchema {
  if (isFileResult(endpoint.result)) {
    return {
      description: 'The file’s bytes, with its own content type',
      content: {
        '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    };
  }
  return {
    description: 'Success',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            success: { const: true },
            result: jsonSchemaOf(endpoint.result, 'output'),
            message: { type: 'string' },
          },
          required: ['success', 'result'],
        },
      },
    },
  };
}

function operationOf(endpoint: EndpointDeclaration, operationId: string): JsonSchema {
  const parameters = parametersOf(endpoint);
  const requestBody = requestBodyOf(endpoint);
  return {
    operationId,
    description: routeNameOf(endpoint),
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.anonymous ? { security: [] } : {}),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: {
      [String(endpoint.successStatus ?? 200)]: successResponseOf(endpoint),
      default: {
        description: 'A failure: `error` is a key of the message catalogue (docs/errors.md)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API, built from the endpoint declarations the app and the
 * server are built from (docs/api.md, "Endpoints"), for schools' IT and integrators.
 */
export function openApiDocument(
  groups: Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>>,
  info: OpenApiInfo,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [groupName, group] of Object.entries(groups)) {
    for (const [name, endpoint] of Object.entries(group)) {
      const path = openApiPath(endpoint.path);
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = operationOf(endpoint, `${groupName}.${name}`);
    }
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Failure: jsonSchemaOf(zFailure, 'output') },
    },
  };
}
