import { randomBytes } from 'node:crypto';

import pg from 'pg';

export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs `work` on a connection of its own to the server at `serverUrl`, then closes it. */
export async function withServerClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  await withServerClient(serverUrl, (client) => client.query(statement));
}

/**
 * Creates a database `shawahid_test_<random>` on the server at `serverUrl`: empty, or a copy of
 * the database named `template`.
 */
export async function createThrowAwayPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<ThrowAwayDatabase> {
  const name = `shawahid_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(
    serverUrl,
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
