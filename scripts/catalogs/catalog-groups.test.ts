import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { catalogGroupNames } from './split-catalogs-plugin.ts';
import { catalogGroupOf, readModuleImports, staticClosure } from './static-import-graph.ts';

const rootDir = resolve(import.meta.dirname, '../..');
const sourceFiles = readdirSync(join(rootDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
  .map((file) => join(rootDir, 'src', file));
const shell = staticClosure(join(rootDir, 'src/main.tsx'));
const speaks = (file: string) =>
  /from '@lingui\/(react|core)\/macro'/.test(readFileSync(file, 'utf8'));

/** The groups whose messages a lazily imported file needs beyond the shell's. */
function groupsNeededBy(target: string): string[] {
  const needed = [...staticClosure(target)]
    .filter((file) => !shell.has(file) && speaks(file))
    .map((file) => catalogGroupOf(rootDir, file));
  return [...new Set(needed)].sort();
}

interface LazyImport {
  where: string;
  target: string;
  declared: string[] | null;
}

function lazyImportsOf(file: string): LazyImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const targets = readModuleImports(file).dynamicImports;
  const found: LazyImport[] = [];
  let next = 0;
  const visit = (node: ts.Node, declared: string[] | null): void => {
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = node.arguments[0];
        if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
          const target = targets[next++];
          if (target) found.push({ where: relative(rootDir, file), target, declared });
        }
      }
      const [groups] = node.arguments;
      if (ts.isIdentifier(node.expression) && node.expression.text === 'withCatalogs' && groups) {
        const names = ts.isArrayLiteralExpression(groups)
          ? groups.elements.filter(ts.isStringLiteral).map((element) => element.text)
          : [];
        ts.forEachChild(node, (child) => visit(child, names));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, declared));
  };
  visit(source, null);
  return found;
}

const lazyImports = sourceFiles.flatMap(lazyImportsOf);

describe('catalogue groups of lazily loaded code', () => {
  it('finds the lazily loaded screens (the route table loads every screen this way)', () => {
    const routeScreens = lazyImports.filter((lazy) => lazy.where.endsWith('route-table.ts'));
    expect(routeScreens.length).toBeGreaterThanOrEqual(20);
  });

  it.each(lazyImports.map((lazy) => [`${lazy.where} → ${relative(rootDir, lazy.target)}`, lazy]))(
    '%s loads exactly the catalogue groups its messages are in',
    (_name, lazy) => {
      const needed = groupsNeededBy(lazy.target);
      if (lazy.declared === null) {
        expect(needed, 'wrap this import in withCatalogs([...])').toEqual([]);
      } else {
        expect(needed.filter((group) => !lazy.declared?.includes(group))).toEqual([]);
        expect(
          lazy.declared.filter((group) => !catalogGroupNames(rootDir).includes(group)),
        ).toEqual([]);
      }
    },
  );
});
