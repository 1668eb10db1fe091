import { sql, type SQL } from 'drizzle-orm';

/**
 * `('a', 'b')` as literal SQL, for check constraints built from the contract's value lists.
 * Only for constants in code: the values are inlined, not bound.
 */
export function sqlValueList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}
