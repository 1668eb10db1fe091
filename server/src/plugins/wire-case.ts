import fastifyPlugin from 'fastify-plugin';

import { toCamelCaseKeys, toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import { isApiPath } from '../http/is-api-path.ts';

/**
 * Wire keys are snake_case, code keys camelCase (docs/api.md, "Wire case"): bodies and query strings are
 * converted before validation, so schemas and handlers only ever see camelCase; API answers
 * are converted on the way out, so handlers return camelCase objects.
 */
export const wireCase = fastifyPlugin(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!isApiPath(request.url)) return;
      request.body = toCamelCaseKeys(request.body);
      // The query parser builds objects without Object.prototype; spread makes them plain.
      request.query = toCamelCaseKeys({ ...(request.query as object) });
    });
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (!isApiPath(request.url)) return payload;
      // A declared success is checked in code case by its route's serializer, which converts
      // it after the check (`http/declared-answer.ts`).
      if (reply.getSerializationFunction(String(reply.statusCode))) return payload;
      return toSnakeCaseKeys(payload);
    });
  },
  { name: 'wire-case' },
);
