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
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      items[index] = convertKeysDeep(value[index], convertKey);
    }
    return items;
  }
  if (!isPlainObject(value)) return value;
  // A loop without entry arrays: this runs on every body the server reads and sends (issue 34).
  const converted: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = convertKeysDeep(value[key], convertKey);
    const newKey = convertKey(key);
    // Assigning `__proto__` would set the prototype; define it as an own property instead.
    if (newKey === '__proto__') {
      Object.defineProperty(converted, newKey, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      converted[newKey] = item;
    }
  }
  return converted;
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
