import { spawnSync } from 'node:child_process';

import type { TestProject } from 'vitest/node';

import {
  freePort,
  startServerInstance,
  stopServerInstance,
} from '../e2e/support/server-instance.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's server, shared by the tier's files; each file puts its own proxy before it. */
    serverUrl: string;
  }
}

const root = `${import.meta.dirname}/../..`;

/**
 * Builds the app when the sources are newer than the last build (as `npm start` does) and
 * serves it on a throw-away database. WEBKIT_PORT=<n> puts the server on n, free port otherwise.
 */
export default async function serveTheApp(project: TestProject): Promise<() => Promise<void>> {
  const built = spawnSync(
    'node',
    ['--input-type=module', '-e', "(await import('./scripts/build-if-stale.mjs')).buildIfStale()"],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the app did not build');
  const port = Number(process.env.WEBKIT_PORT ?? 0) || (await freePort());
  const instance = await startServerInstance({ port });
  project.provide('serverUrl', instance.url);
  return () => stopServerInstance(instance);
}
