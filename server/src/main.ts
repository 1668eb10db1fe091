import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { connectDatabase } from './db/connect-database.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { initialiseDataFolder } from './db/initialise-data-folder.ts';
import { migrateDatabase } from './db/migrate-database.ts';
import { shutDownGracefully } from './graceful-shutdown.ts';
import { seed, type DemoAccount } from './seed/seed.ts';

function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error('Shawahid cannot start; fix these settings:');
  for (const problem of error.problems) console.error(`  ${problem}`);
  process.exit(1);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    return exitOnConfigError(error);
  }
}

function printDemoAccounts(accounts: readonly DemoAccount[]): void {
  if (accounts.length === 0) return;
  const emailWidth = Math.max(...accounts.map((account) => account.email.length));
  console.log('Demo accounts:');
  for (const account of accounts) {
    console.log(
      `  ${account.role.padEnd(12)} ${account.email.padEnd(emailWidth)}  ${account.password}`,
    );
  }
}

async function start(): Promise<void> {
  const config = loadConfigOrExit();
  // An empty data folder is created, migrated and seeded in a child process, which keeps the
  // memory PGlite's initdb leaves out of the server (README.md, "Performance").
  const createdAccounts: DemoAccount[] = [];
  const connection = await connectDatabase(config.database, {
    initialiseFolder: async (folder) => {
      createdAccounts.push(...(await initialiseDataFolder(folder, { seed: true })));
    },
  });
  await migrateDatabase(connection);
  const demoAccounts = [...createdAccounts, ...(await seed(connection.db)).demoAccounts];
  // Some settings are only found wrong when used, e.g. a REDIS_URL where no Redis answers.
  const app = await buildApp(config, { database: connection, serveClient: true }).catch(
    exitOnConfigError,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      process.exit(
        await shutDownGracefully(app, connection, {
          graceMs: config.shutdownGraceMs,
          quietMs: config.shutdownQuietMs,
        }),
      );
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  const listenHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Shawahid is running at http://${listenHost}:${config.port}`);
  printDemoAccounts(demoAccounts);
}

start().catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) {
    console.error(`Shawahid cannot start: ${error.message}`);
    process.exit(1);
  }
  console.error('Shawahid failed to start:', error);
  process.exit(1);
});
