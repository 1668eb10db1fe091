import { getTableColumns, is, sql, SQL, type AnyColumn } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

/** Columns whose value goes into the JSON as it is rather than as the driver's text. */
const jsonTypes = new Set(['json', 'jsonb']);

function givenKeysOf(row: Record<string, unknown>): string[] {
  return Object.keys(row).filter((key) => row[key] !== undefined);
}

/** Whether `row` gives exactly the columns `given` (the first row's), in any order. */
function givesSameColumns(row: Record<string, unknown>, given: readonly string[]): boolean {
  let count = 0;
  for (const key of Object.keys(row)) {
    if (row[key] !== undefined) count += 1;
  }
  return count === given.length && given.every((key) => row[key] !== undefined);
}

/** What a column not given by the rows gets: what `values()` would give it. */
function fallbackOf(column: AnyColumn): SQL {
  const type = sql.raw(column.getSQLType());
  if (column.defaultFn) {
    const made: unknown = column.defaultFn();
    return is(made, SQL) ? made : sql`${sql.param(made, column)}::${type}`;
  }
  if (column.hasDefault && column.default !== undefined) {
    return is(column.default, SQL)
      ? column.default
      : sql`${sql.param(column.default, column)}::${type}`;
  }
  return sql`null::${type}`;
}

/**
 * The rows for `db.insert(table).select(rowsFromJson(table, rows))`: a `select` from
 * `jsonb_to_recordset` of one JSON parameter, in place of `values(rows)`, which binds each
 * value as a parameter of its own and spent most of a pushed batch's server time building
 * them (bench/README.md, "Push on PostgreSQL and the lean start"). Columns the rows do not
 * give get what `values()` would give them (their default function or default, else null),
 * so every row must give the same columns.
 */
export function rowsFromJson<Table extends PgTable>(
  table: Table,
  rows: readonly PgInsertValue<Table>[],
): SQL {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) throw new Error('rowsFromJson needs at least one row');
  const given = givenKeysOf(first);
  for (const row of rows) {
    if (!givesSameColumns(row as Record<string, unknown>, given)) {
      throw new Error('rowsFromJson: every row must give the same columns');
    }
  }
  // The columns `insert … select` lists: all but those generated always (as drizzle's own).
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined || column.generated.type === 'byDefault',
  );
  const read = columns
    .filter(([key]) => given.includes(key))
    .map(([key, column]) => ({ key, column, asItIs: jsonTypes.has(column.getSQLType()) }));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, column, asItIs } of read) {
      const value = (row as Record<string, unknown>)[key];
      record[column.name] = value === null || asItIs ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const definition = sql.join(
    read.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const selected = sql.join(
    columns.map(([key, column]) =>
      given.includes(key) ? sql`row.${sql.identifier(column.name)}` : fallbackOf(column),
    ),
    sql`, `,
  );
  return sql`select ${selected} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as row(${definition})`;
}
