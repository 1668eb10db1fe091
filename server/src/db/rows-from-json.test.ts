import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createThrowAwayPostgresDatabase } from '../testing/throw-away-postgres-database.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { connectDatabase } from './connect-database.ts';
import type { DatabaseConnection } from './database.ts';
import { rowsFromJson } from './rows-from-json.ts';

/** A table with every kind of column the app inserts many rows of at once. */
const notes = pgTable('rows_from_json_notes', {
  id: uuid('id').primaryKey(),
  body: text('body').notNull(),
  place: text('place').notNull().default(''),
  minutes: integer('minutes').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  answer: jsonb('answer').$type<{ body: string } | null>(),
  version: integer('version').notNull().default(1),
  madeBy: text('made_by')
    .notNull()
    .$defaultFn(() => 'default function'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

type Note = typeof notes.$inferSelect;

const createNotes = sql`
  create table rows_from_json_notes (
    id uuid primary key, body text not null, place text not null default '',
    minutes integer not null, links jsonb not null default '[]'::jsonb, answer jsonb,
    version integer not null default 1, made_by text not null,
    at timestamptz not null, created_at timestamptz not null default now(),
    deleted_at timestamptz)`;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(testDatabases())('rowsFromJson on $name', ({ name }) => {
  let connection: DatabaseConnection;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (name === 'postgres') {
      const database = await createThrowAwayPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      drop = database.drop;
      connection = await connectDatabase({ driver: 'postgres', url: database.url });
    } else {
      connection = await connectDatabase({ driver: 'pglite' });
    }
    await connection.db.execute(createNotes);
  });
  afterAll(async () => {
    await connection.close();
    await drop?.();
  });

  it('inserts what values() inserts, defaults included, and returns the rows mapped', async () => {
    const at = new Date('2026-10-01T07:30:00.000Z');
    const row = (n: number) => ({
      id: id(n),
      body: `Note: "quoted", \\ back\u00a0slash, عربي`,
      minutes: 45 + n,
      links: ['https://example.test/1'],
      answer: { body: '{"nested": 1}' },
      at,
    });
    const { db } = connection;
    const byValues = await db
      .insert(notes)
      .values([row(1), row(2)])
      .returning();
    const byJson = await db
      .insert(notes)
      .select(rowsFromJson(notes, [row(3), row(4)]))
      .returning();

    const comparable = ({ id: _id, minutes: _minutes, createdAt, ...rest }: Note) => ({
      ...rest,
      createdAtIsDate: createdAt instanceof Date,
    });
    expect(byJson.map((r) => r.id)).toEqual([id(3), id(4)]);
    expect(byJson.map((r) => r.minutes)).toEqual([48, 49]);
    expect(byJson.map(comparable)).toEqual(byValues.map(comparable));
    expect(byJson[0]).toMatchObject({
      place: '',
      version: 1,
      madeBy: 'default function',
      body: 'Note: "quoted", \\ back\u00a0slash, عربي',
      links: ['https://example.test/1'],
      answer: { body: '{"nested": 1}' },
      deletedAt: null,
    });
    expect(byJson[0]?.at.toISOString()).toBe(at.toISOString());
  });

  it('keeps what the rows give over a default, null included', async () => {
    const [inserted] = await connection.db
      .insert(notes)
      .select(
        rowsFromJson(notes, [
          {
            id: id(5),
            body: 'given',
            place: 'Room 2',
            minutes: 1,
            version: 7,
            madeBy: 'given',
            answer: null,
            at: new Date('2026-01-01T00:00:00.000Z'),
            deletedAt: new Date('2026-02-01T00:00:00.000Z'),
          },
        ]),
      )
      .returning();
    expect(inserted).toMatchObject({
      place: 'Room 2',
      version: 7,
      madeBy: 'given',
      answer: null,
      links: [],
    });
    expect(inserted?.deletedAt?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('binds the same parameters for one row as for a hundred', () => {
    const rows = Array.from({ length: 100 }, (_, n) => ({
      id: id(100 + n),
      body: 'x',
      minutes: n,
      at: new Date(),
    }));
    const paramsOf = (count: number) =>
      connection.db
        .insert(notes)
        .select(rowsFromJson(notes, rows.slice(0, count)))
        .toSQL().params.length;
    expect(paramsOf(100)).toBe(paramsOf(1));
  });

  it('refuses rows that do not give the same columns', () => {
    expect(() =>
      rowsFromJson(notes, [
        { id: id(9), body: 'a', minutes: 1, at: new Date() },
        { id: id(10), body: 'b', minutes: 1, at: new Date(), place: 'Room 3' },
      ]),
    ).toThrow(/same columns/);
  });
});
