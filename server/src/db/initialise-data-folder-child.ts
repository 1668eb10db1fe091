// Run by `initialiseDataFolder` in a child process: creates the embedded database in the
// folder given as the first argument, applies the migrations, with `--seed` puts the demo data
// in and sends the parent its accounts, then closes the database and exits.
import { PGlite } from '@electric-sql/pglite';

import { seed } from '../seed/seed.ts';
import { pgliteConnection } from './connect-database.ts';
import { migrateDatabase } from './migrate-database.ts';

const [folder, flag] = process.argv.slice(2);
if (!folder) throw new Error('usage: initialise-data-folder-child.ts <folder> [--seed]');

const client = new PGlite(folder);
await client.waitReady;
const connection = pgliteConnection(client);
try {
  await migrateDatabase(connection);
  if (flag === '--seed') {
    const { demoAccounts } = await seed(connection.db);
    await new Promise<void>((resolve, reject) =>
      process.send?.({ demoAccounts }, (error: Error | null) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
} finally {
  await connection.close();
}
process.disconnect?.();
