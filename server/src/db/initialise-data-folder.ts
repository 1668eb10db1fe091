import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { DemoAccount } from '../seed/seed.ts';

/**
 * Whether `folder` holds no database yet: missing, or empty (as `mkdir` left it). A folder
 * with other content is left to PGlite, which says what is wrong with it.
 */
export function needsInitialising(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

const childScript = fileURLToPath(new URL('./initialise-data-folder-child.ts', import.meta.url));

export interface InitialiseOptions {
  /** Put the demo data in too (`seed`), as `npm start` does on an empty database. */
  seed?: boolean;
}

/**
 * Creates the embedded database in `folder` and applies the migrations (and with `seed` the
 * demo data), in a child process (README.md, "Performance"). PGlite's initdb leaves about
 * 480 MB of WebAssembly memory that a process never gives back, and hashing the demo
 * passwords some more; done in a child that then exits, the server opens a ready folder and
 * idles as it does after a restart. The child works in a folder beside `folder`, renamed into
 * place once complete, so a start killed halfway leaves no half-made database. The caller
 * holds the folder's lock (`lockDataFolder`) meanwhile. Answers the demo accounts created.
 */
export async function initialiseDataFolder(
  folder: string,
  options: InitialiseOptions = {},
): Promise<DemoAccount[]> {
  const draft = `${folder}.initialising-${randomUUID()}`;
  try {
    const demoAccounts = await runChild(draft, options);
    if (existsSync(folder)) rmdirSync(folder);
    renameSync(draft, folder);
    return demoAccounts;
  } finally {
    try {
      rmSync(draft, { recursive: true, force: true });
    } catch {
      // Nothing could be made there either; the error that matters is the child's.
    }
  }
}

function runChild(folder: string, options: InitialiseOptions): Promise<DemoAccount[]> {
  // The child is TypeScript like the server: it runs under the same loader (tsx).
  const loader = import.meta.resolve('tsx');
  const args = ['--import', loader, childScript, folder, ...(options.seed ? ['--seed'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let demoAccounts: DemoAccount[] = [];
    child.on('message', (message: { demoAccounts?: DemoAccount[] }) => {
      demoAccounts = message.demoAccounts ?? [];
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(demoAccounts);
      else {
        reject(
          new Error(
            `Creating the database in ${folder} failed (exit ${code ?? signal ?? 'unknown'})`,
          ),
        );
      }
    });
  });
}
