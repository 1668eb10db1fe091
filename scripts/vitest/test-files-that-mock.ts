import { readFileSync } from 'node:fs';

import { globSync } from 'tinyglobby';

/**
 * What a test file may do to the modules or globals it shares with the files run after it in the
 * same worker: replace a module (`vi.mock`, `vi.doMock`), a global or an environment variable.
 * Only a fresh module registry undoes those for sure (tests/README.md, "Running time").
 */
const sharedStateChanges = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

/** The test files among `patterns` (relative to `rootDir`) that need a module registry of their own. */
export function testFilesThatMock(rootDir: string, patterns: string[]): string[] {
  const files = globSync(patterns, { cwd: rootDir, ignore: ['**/node_modules/**'] });
  if (files.length === 0) throw new Error(`No test files match ${patterns.join(', ')}`);
  return files
    .filter((file) => sharedStateChanges.test(readFileSync(`${rootDir}/${file}`, 'utf8')))
    .sort();
}
