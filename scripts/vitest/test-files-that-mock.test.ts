import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { testFilesThatMock } from './test-files-that-mock.ts';

describe('the test files that need a module registry of their own', () => {
  let rootDir = '';
  afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

  function withFiles(files: Record<string, string>) {
    rootDir = mkdtempSync(join(tmpdir(), 'shawahid-mocking-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(rootDir, path, '..'), { recursive: true });
      writeFileSync(join(rootDir, path), text);
    }
  }

  it('are those that mock a module or stub a global or an environment variable', () => {
    withFiles({
      'src/a.test.ts': "vi.mock('./a.ts');",
      'src/b.test.ts': 'expect(vi.fn()).not.toHaveBeenCalled(); // vi.mocked is not a mock',
      'src/deep/c.test.tsx': "vi.stubGlobal('fetch', fetch);",
      'src/d.test.ts': "vi.stubEnv('TZ', 'UTC');",
      'src/e.test.ts': "const later = () => vi.doMock('./e.ts');",
      'src/f.ts': "vi.mock('./not-a-test.ts');",
    });
    expect(testFilesThatMock(rootDir, ['src/**/*.test.{ts,tsx}'])).toEqual([
      'src/a.test.ts',
      'src/d.test.ts',
      'src/deep/c.test.tsx',
      'src/e.test.ts',
    ]);
  });

  it('fails loudly when the patterns match no test file at all', () => {
    withFiles({ 'src/a.ts': '' });
    expect(() => testFilesThatMock(rootDir, ['src/**/*.test.ts'])).toThrow(/No test files match/);
  });
});
