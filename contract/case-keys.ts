/**
 * Wire keys are snake_case, code keys are camelCase (docs/api.md, "Wire case").
 * The server and the client convert with these same functions so both sides agree
 * on edge cases such as acronyms (`pictureURL` -> `picture_url` -> `pictureUrl`).
 */

export function camelToSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export function snakeToCamel(key: string): string {
  // The lookbehind keeps leading underscores (`_private`) and double underscores intact.
  return key.replace(/(?<=[a-z0-9])_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeysDeep(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeysDeep(item, convertKey));
  if (!isPlainObject(value)) return value;
  // Object.fromEntries defines own properties, so a `__proto__` key cannot reach the prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      convertKey(key),
      convertKeysDeep(item, convertKey),
    ]),
  );
}

/**
 * A list of 2,000 achievements repeats the same few dozen keys; the regular expressions
 * ran for every one of them. Bounded, since a record's keys may come from a user.
 */
export const keyCacheLimit = 2_000;

function remembered(convert: (key: string) => string): (key: string) => string {
  const converted = new Map<string, string>();
  return (key) => {
    let result = converted.get(key);
    if (result === undefined) {
      result = convert(key);
      if (converted.size >= keyCacheLimit) converted.clear();
      converted.set(key, result);
    }
    return result;
  };
}

const rememberedCamelToSnake = remembered(camelToSnake);
const rememberedSnakeToCamel = remembered(snakeToCamel);

/** Converts the keys of plain objects, at any depth, to snake_case; other values pass unchanged. */
export function toSnakeCaseKeys(value: unknown): unknown {
  return convertKeysDeep(value, rememberedCamelToSnake);
}

/** Converts the keys of plain objects, at any depth, to camelCase; other values pass unchanged. */
export function toCamelCaseKeys(value: unknown): unknown {
  return convertKeysDeep(value, rememberedSnakeToCamel);
}
