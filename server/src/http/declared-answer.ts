import type { z } from 'zod';

import { toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import {
  isFileResult,
  type EndpointDeclaration,
} from '../../../contract/endpoints/define-endpoint.ts';
import { successEnvelope } from '../../../contract/envelope.ts';

/**
 * A handler answered something its declaration does not allow: a server fault, answered 500
 * like any unforeseen error and logged with the route and zod's issues (not the values).
 */
export class AnswerOutsideDeclarationError extends Error {
  readonly route: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(route: string, issues: z.core.$ZodIssue[]) {
    super(`${route} answered outside its declared result`);
    this.name = 'AnswerOutsideDeclarationError';
    this.route = route;
    this.issues = issues;
  }
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A `Date` becomes what JSON.stringify would make of it, so that a schema's `z.string()`
 * accepts it (a handler may answer a `Date` for a string, `Serialisable`). Returns the value
 * itself when there is no `Date` in it, without copying.
 */
export function withDatesAsText(value: unknown): unknown {
  if (value instanceof Date) return value.toJSON();
  if (typeof value !== 'object' || value === null) return value;
  // Plain loops: this walks every answer the server sends, and a pushed batch's twice.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const converted = withDatesAsText(item);
      if (converted !== item) (copy ??= [...value])[index] = converted;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const converted = withDatesAsText(item);
    if (converted !== item) (copy ??= { ...value })[key] = converted;
  }
  return copy ?? value;
}

/**
 * The value as its schema declares it: fields the schema does not declare are dropped, and a
 * value that does not match throws AnswerOutsideDeclarationError naming `route`.
 */
export function asDeclared(route: string, schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(withDatesAsText(value));
  if (!parsed.success) throw new AnswerOutsideDeclarationError(route, parsed.error.issues);
  return parsed.data;
}

/**
 * The serializer of a declared success: checked against its envelope schema, then turned into
 * wire case and JSON (docs/api.md, "Wire case"). One parse, one stringify.
 */
export function declaredAnswerSerializer(
  route: string,
  schema: z.ZodType,
): (answer: unknown) => string {
  return (answer) => JSON.stringify(toSnakeCaseKeys(asDeclared(route, schema, answer)));
}

/**
 * The route's `response` schema: the success envelope of its declared result under its success
 * status. Files have none; their bytes go out as they are.
 */
export function declaredResponseSchema(
  endpoint: EndpointDeclaration,
): Record<number, z.ZodType> | undefined {
  if (isFileResult(endpoint.result)) return undefined;
  return { [endpoint.successStatus ?? 200]: successEnvelope(endpoint.result) };
}
