import type { z } from 'zod';

import { fieldErrorsFromZod } from '../../../../contract/field-errors-from-zod.ts';
import { RequestValidationError } from '../../http/request-validation-error.ts';
import type { ReplayableWrite, WriteInput } from '../replayable-writes/access.ts';

function parsePart(
  schema: z.ZodType,
  data: unknown,
  part: 'params' | 'body',
): { value: unknown } | RequestValidationError {
  // As the zod-validation plugin parses a route's parts: with the input in issues, so the
  // field errors come out with the same keys, parameters and snake_case field names.
  const parsed = schema.safeParse(data, { reportInput: true });
  return parsed.success
    ? { value: parsed.data }
    : new RequestValidationError(fieldErrorsFromZod(parsed.error.issues, part));
}

/**
 * Parses a pushed mutation's path parameters and body with its write's schemas, in the order
 * Fastify validates a route (params, then body, stopping at the first part that fails).
 * The body is already in camelCase, as the wire-case plugin leaves every request body.
 */
export function parseWriteInput(
  write: ReplayableWrite,
  params: Record<string, string | undefined>,
  body: unknown,
): WriteInput<unknown, unknown> | RequestValidationError {
  const { endpoint } = write;
  const parsedParams = endpoint.params
    ? parsePart(endpoint.params, params, 'params')
    : { value: params };
  if (parsedParams instanceof RequestValidationError) return parsedParams;
  const parsedBody = parsePart(endpoint.body, body, 'body');
  if (parsedBody instanceof RequestValidationError) return parsedBody;
  return { params: parsedParams.value, body: parsedBody.value };
}
