/**
 * What in an OpenAPI 3.1 document breaks a client built against an earlier one: an app still
 * open on an old version, or an outbox that replays old writes against a new server
 * (docs/api.md, "Breaking changes"). Reads only what `server/src/openapi/openapi-document.ts`
 * writes: inline JSON Schemas, `$ref` to `components.schemas` only.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One break, e.g. `PUT /achievements/{} response result.title: removed`. */
export interface BreakingChange {
  operation: string;
  where: string;
  change: string;
}

/**
 * Which way values travel: a request's values were written by the old client (the new schema
 * must take them all), an answer's are read by the old client (the old schema must take them).
 */
type Direction = 'request' | 'response';

interface Comparison {
  direction: Direction;
  released: JsonObject;
  current: JsonObject;
  operation: string;
  found: BreakingChange[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(value: Json | undefined, key: string): JsonObject | undefined {
  if (!isObject(value)) return undefined;
  const child = value[key];
  return isObject(child) ? child : undefined;
}

/** `/achievements/{id}` and `/achievements/{achievementId}` are the same path to a client. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}

function resolved(schema: JsonObject, document: JsonObject, depth = 0): JsonObject {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || depth > 20) return schema;
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  const target = name ? objectAt(objectAt(document.components, 'schemas'), name) : undefined;
  return target ? resolved(target, document, depth + 1) : schema;
}

function branchesOf(schema: JsonObject): JsonObject[] | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) ? branches.filter(isObject) : undefined;
}

function typeOfValue(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The JSON types a schema takes, or undefined when it names none (any value). */
function typesOf(schema: JsonObject): Set<string> | undefined {
  const { type } = schema;
  if (typeof type === 'string') return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((item) => typeof item === 'string'));
  const values = valuesOf(schema);
  if (values) return new Set(values.map(typeOfValue));
  return undefined;
}

/** The only values a schema takes (`enum`, `const`), or undefined when it is not a list. */
function valuesOf(schema: JsonObject): Json[] | undefined {
  if ('const' in schema) return [schema.const ?? null];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

function takesType(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}

function sameJson(left: Json, right: Json): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function report(comparison: Comparison, where: string, change: string): void {
  comparison.found.push({ operation: comparison.operation, where, change });
}

const upperLimits = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties'];
const lowerLimits = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties'];

/** Limits and formats: `wide` must allow at least what `narrow` allows. */
function compareLimits(
  comparison: Comparison,
  wide: JsonObject,
  narrow: JsonObject,
  where: string,
) {
  for (const key of upperLimits) {
    const limit = wide[key];
    if (typeof limit !== 'number') continue;
    const other = narrow[key];
    if (typeof other !== 'number' || other > limit) report(comparison, where, `${key} tightened`);
  }
  for (const key of lowerLimits) {
    const limit = wide[key];
    if (typeof limit !== 'number') continue;
    const other = narrow[key];
    if (typeof other !== 'number' || other < limit) report(comparison, where, `${key} tightened`);
  }
  for (const key of ['pattern', 'format']) {
    const rule = wide[key];
    if (rule !== undefined && !sameJson(rule, narrow[key] ?? null)) {
      report(comparison, where, `${key} changed`);
    }
  }
}

function compareProperties(
  comparison: Comparison,
  wide: JsonObject,
  narrow: JsonObject,
  where: string,
) {
  const wideProperties = objectAt(wide, 'properties') ?? {};
  const narrowProperties = objectAt(narrow, 'properties') ?? {};
  const request = comparison.direction === 'request';
  const at = (name: string) => (where ? `${where}.${name}` : name);

  for (const [name, property] of Object.entries(narrowProperties)) {
    const counterpart = wideProperties[name];
    if (isObject(counterpart) && isObject(property)) {
      compareSchemas(comparison, counterpart, property, at(name));
    } else if (request && counterpart === undefined) {
      // An old outbox still sends it; the server now drops what it holds.
      report(comparison, at(name), 'request field removed');
    }
  }
  if (!request) {
    for (const name of Object.keys(wideProperties)) {
      if (!(name in narrowProperties)) report(comparison, at(name), 'response field removed');
    }
  }
  const narrowRequired = new Set(Array.isArray(narrow.required) ? narrow.required : []);
  for (const name of Array.isArray(wide.required) ? wide.required : []) {
    if (typeof name !== 'string' || narrowRequired.has(name)) continue;
    if (!request && !(name in narrowProperties)) continue; // reported as removed
    report(
      comparison,
      at(name),
      request ? 'request field now required' : 'response field no longer always sent',
    );
  }
}

/**
 * Reports where `narrow` takes a value that `wide` refuses: for a request `wide` is the current
 * schema and `narrow` the released one, for a response the other way round.
 */
function compareSchemas(
  comparison: Comparison,
  wideSchema: JsonObject,
  narrowSchema: JsonObject,
  where: string,
): void {
  const wide = resolved(
    wideSchema,
    comparison.direction === 'request' ? comparison.current : comparison.released,
  );
  const narrow = resolved(
    narrowSchema,
    comparison.direction === 'request' ? comparison.released : comparison.current,
  );

  const narrowBranches = branchesOf(narrow);
  if (narrowBranches) {
    for (const branch of narrowBranches) compareSchemas(comparison, wide, branch, where);
    return;
  }
  const wideBranches = branchesOf(wide);
  if (wideBranches) {
    // The branch that takes the most of `narrow` answers for it.
    let fewest: BreakingChange[] | undefined;
    for (const branch of wideBranches) {
      const trial: Comparison = { ...comparison, found: [] };
      compareSchemas(trial, branch, narrow, where);
      if (!fewest || trial.found.length < fewest.length) fewest = trial.found;
      if (fewest.length === 0) break;
    }
    comparison.found.push(...(fewest ?? []));
    return;
  }

  const wideTypes = typesOf(wide);
  const narrowTypes = typesOf(narrow);
  if (wideTypes && (!narrowTypes || [...narrowTypes].some((type) => !takesType(wideTypes, type)))) {
    report(comparison, where, 'type changed');
    return;
  }
  const wideValues = valuesOf(wide);
  if (wideValues) {
    const narrowValues = valuesOf(narrow);
    const lost = narrowValues?.filter((value) => !wideValues.some((kept) => sameJson(kept, value)));
    if (!narrowValues) report(comparison, where, 'values limited to a list');
    else if (lost && lost.length > 0) {
      report(
        comparison,
        where,
        `${comparison.direction === 'request' ? 'enum narrowed' : 'enum widened'}: ${lost.map((value) => JSON.stringify(value)).join(', ')}`,
      );
    }
  }
  compareLimits(comparison, wide, narrow, where);
  compareProperties(comparison, wide, narrow, where);

  const wideItems = objectAt(wide, 'items');
  const narrowItems = objectAt(narrow, 'items');
  if (wideItems && narrowItems) compareSchemas(comparison, wideItems, narrowItems, `${where}[]`);
  const wideExtra = objectAt(wide, 'additionalProperties');
  const narrowExtra = objectAt(narrow, 'additionalProperties');
  if (wideExtra && narrowExtra) compareSchemas(comparison, wideExtra, narrowExtra, `${where}{}`);
}

function compareInDirection(
  base: Omit<Comparison, 'direction'>,
  direction: Direction,
  released: JsonObject | undefined,
  current: JsonObject | undefined,
  where: string,
): void {
  if (!released || !current) return;
  const comparison = { ...base, direction };
  if (direction === 'request') compareSchemas(comparison, current, released, where);
  else compareSchemas(comparison, released, current, where);
}

function jsonSchemaOf(content: JsonObject | undefined): JsonObject | undefined {
  return objectAt(objectAt(content, 'application/json'), 'schema');
}

interface Parameter {
  required: boolean;
  schema: JsonObject | undefined;
}

function parametersOf(operation: JsonObject): Map<string, Parameter> {
  const parameters = new Map<string, Parameter>();
  const list = Array.isArray(operation.parameters) ? operation.parameters.filter(isObject) : [];
  list.forEach((parameter, index) => {
    const place = typeof parameter.in === 'string' ? parameter.in : 'query';
    // Path parameters go by position: their names are not on the wire.
    const name = place === 'path' ? `#${index}` : String(parameter.name);
    parameters.set(`${place} ${name}`, {
      required: parameter.required === true,
      schema: objectAt(parameter, 'schema'),
    });
  });
  return parameters;
}

function compareParameters(
  base: Omit<Comparison, 'direction'>,
  released: JsonObject,
  current: JsonObject,
) {
  const before = parametersOf(released);
  const after = parametersOf(current);
  for (const [name, parameter] of after) {
    const earlier = before.get(name);
    if (parameter.required && !earlier?.required) {
      base.found.push({ operation: base.operation, where: name, change: 'parameter now required' });
    }
    compareInDirection(base, 'request', earlier?.schema, parameter.schema, name);
  }
  for (const name of before.keys()) {
    if (!after.has(name)) {
      base.found.push({ operation: base.operation, where: name, change: 'parameter removed' });
    }
  }
}

function successStatusOf(operation: JsonObject): string | undefined {
  return Object.keys(objectAt(operation, 'responses') ?? {}).find((code) => code.startsWith('2'));
}

function compareOperations(
  found: BreakingChange[],
  documents: { released: JsonObject; current: JsonObject },
  name: string,
  released: JsonObject,
  current: JsonObject,
) {
  const base = { ...documents, operation: name, found };
  compareParameters(base, released, current);

  const releasedBody = objectAt(released, 'requestBody');
  const currentBody = objectAt(current, 'requestBody');
  if (currentBody?.required === true && !releasedBody) {
    found.push({ operation: name, where: 'request body', change: 'request body now required' });
  }
  compareInDirection(
    base,
    'request',
    jsonSchemaOf(objectAt(releasedBody, 'content')),
    jsonSchemaOf(objectAt(currentBody, 'content')),
    'body',
  );

  const releasedStatus = successStatusOf(released);
  const currentStatus = successStatusOf(current);
  if (releasedStatus !== currentStatus) {
    found.push({
      operation: name,
      where: 'response',
      change: `success status ${releasedStatus ?? 'none'} became ${currentStatus ?? 'none'}`,
    });
    return;
  }
  if (!releasedStatus) return;
  const content = (operation: JsonObject) =>
    objectAt(objectAt(objectAt(operation, 'responses'), releasedStatus), 'content');
  compareInDirection(
    base,
    'response',
    jsonSchemaOf(content(released)),
    jsonSchemaOf(content(current)),
    'response',
  );
}

/** Every change from `released` to `current` that breaks a client of `released`. */
export function breakingChanges(released: JsonObject, current: JsonObject): BreakingChange[] {
  const found: BreakingChange[] = [];
  const currentPaths = new Map(
    Object.entries(objectAt(current, 'paths') ?? {}).map(([path, item]) => [pathShape(path), item]),
  );
  for (const [path, releasedItem] of Object.entries(objectAt(released, 'paths') ?? {})) {
    const currentItem = currentPaths.get(pathShape(path));
    for (const method of methods) {
      const releasedOperation = objectAt(releasedItem, method);
      if (!releasedOperation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const currentOperation = objectAt(currentItem, method);
      if (!currentOperation) {
        found.push({ operation: name, where: 'operation', change: 'endpoint removed' });
        continue;
      }
      compareOperations(found, { released, current }, name, releasedOperation, currentOperation);
    }
  }
  // The branches of a union may each report the same break.
  const seen = new Set<string>();
  return found.filter((change) => {
    const key = JSON.stringify(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
