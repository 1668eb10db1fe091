import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

import { splitCatalogs } from './scripts/catalogs/split-catalogs-plugin.ts';
import { testFilesThatMock } from './scripts/vitest/test-files-that-mock.ts';
import { buildYear } from './scripts/vite/build-year.ts';

const rootDir = import.meta.dirname;
const clientFiles = ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'];
const serverFiles = ['server/**/*.test.ts', 'tests/load/**/*.test.ts', 'scripts/**/*.test.ts'];

const clientProject: TestProjectInlineConfiguration = {
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    splitCatalogs({ rootDir }),
    buildYear(),
  ],
  test: { environment: 'jsdom', setupFiles: ['src/test-setup.ts'], testTimeout: 15_000 },
};

const serverProject: TestProjectInlineConfiguration = {
  test: {
    environment: 'node',
    setupFiles: ['server/src/testing/fail-on-overlapping-queries.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

/**
 * A project's files, in two: those that mock a module or stub a global get a module registry
 * each, the others share their worker's (tests/README.md, "Running time").
 */
function sharingModules(
  name: string,
  project: TestProjectInlineConfiguration,
  include: string[],
  extra: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration[] {
  const mocking = testFilesThatMock(rootDir, include);
  const isolated = {
    ...project,
    test: { ...project.test, name: `${name}-isolated`, include: mocking },
  };
  return [
    {
      ...project,
      test: {
        ...project.test,
        ...extra,
        name,
        isolate: false,
        include,
        exclude: [...configDefaults.exclude, ...mocking],
      },
    },
    ...(mocking.length > 0 ? [isolated] : []),
  ];
}

/**
 * Two workers on CI's two cores, and the files of a worker share one module registry: loading
 * the app's modules afresh for every file took a third of the run's CPU (tests/README.md,
 * "Running time").
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      ...sharingModules('client', clientProject, clientFiles),
      // Forks, not threads: autocannon run in a worker thread takes itself for one of its own
      // workers and answers no result (tests/load/replay-under-load.test.ts).
      ...sharingModules('server', serverProject, serverFiles, { pool: 'forks' }),
    ],
  },
});
