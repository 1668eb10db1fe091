import type { Role } from '../../../contract/constants.ts';
import type { Database } from '../db/database.ts';

/** A sign-in main.ts prints at start so someone trying the app can log in as each role. */
export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

export interface SeedOutcome {
  demoAccounts: DemoAccount[];
}

/**
 * Puts the data every installation needs into a migrated database: criteria, plans and one
 * demo account per role. Runs at every start, so each step must be idempotent.
 * Nothing to seed yet: the modules that own these tables add their step here.
 */
export async function seed(_db: Database): Promise<SeedOutcome> {
  return { demoAccounts: [] };
}
