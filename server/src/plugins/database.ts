import fastifyPlugin from 'fastify-plugin';

import type { DatabaseConfig } from '../config.ts';
import { connectDatabase } from '../db/connect-database.ts';
import type { Database, DatabaseConnection, DatabaseDriver } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate-database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseDriver: DatabaseDriver;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** An already open (and migrated) database; the app then leaves closing it to its owner. */
  connection?: DatabaseConnection;
}

/**
 * Makes the database available as `app.db`. When no connection is given it opens and migrates
 * the configured one, and closes it with the app.
 */
export const database = fastifyPlugin<DatabasePluginOptions>(
  async (app, options) => {
    let connection = options.connection;
    if (!connection) {
      const opened = await connectDatabase(options.config);
      app.addHook('onClose', () => opened.close());
      await migrateDatabase(opened);
      connection = opened;
    }
    app.decorate('db', connection.db);
    app.decorate('databaseDriver', connection.driver);
  },
  { name: 'database' },
);
