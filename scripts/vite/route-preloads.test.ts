import { describe, expect, it } from 'vitest';

import { readLazyParts } from './route-preloads.ts';

const file = '/app/src/app/routes/route-table.ts';

describe('reading the lazily loaded parts of the route table', () => {
  it('keys each part by its route path, with its catalogue groups', () => {
    const parts = readLazyParts(
      file,
      `export const routes = [
        { path: '/plans/:id', load: withCatalogs(['plans', 'lib'], () => import('../../features/plans/plan.tsx')) },
      ];
      const controls = withCatalogs(['app'], () => import('./controls.tsx'));`,
    );
    expect(parts).toEqual([
      {
        key: '/plans/:id',
        module: '/app/src/features/plans/plan.tsx',
        groups: ['plans', 'lib'],
      },
      {
        key: '/app/src/app/routes/controls.tsx',
        module: '/app/src/app/routes/controls.tsx',
        groups: ['app'],
      },
    ]);
  });

  it('stops the build at a route path that is not written out', () => {
    // Matched against the address in the page: a name would key the route by its file instead.
    expect(() =>
      readLazyParts(
        file,
        `export const routes = [\n  { path: filesPattern, load: withCatalogs(['x'], () => import('./files.tsx')) },\n];`,
      ),
    ).toThrow(/route-table\.ts:2: a route's path must be written out/);
  });

  it('stops the build at a loader it cannot follow, naming the line', () => {
    expect(() =>
      readLazyParts(file, `const page = 'x';\nwithCatalogs(['legal'], () => load(page));`),
    ).toThrow(/route-table\.ts:2: withCatalogs needs a loader/);
  });

  it('stops the build at groups that are not written out', () => {
    expect(() => readLazyParts(file, `withCatalogs(groups, () => import('./page.tsx'));`)).toThrow(
      /route-table\.ts:1: withCatalogs needs its catalogue groups/,
    );
  });

  it('stops the build when a file has no part at all', () => {
    expect(() => readLazyParts(file, `export const routes = [];`)).toThrow(/no withCatalogs part/);
  });
});
