import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

import ts from 'typescript';

export interface ModuleImports {
  /** Files this module needs before it runs (value imports and re-exports). */
  staticImports: string[];
  /** Files it loads later through `import()`. */
  dynamicImports: string[];
}

function resolveSource(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(from), specifier);
  return existsSync(path) && /\.(ts|tsx)$/.test(path) ? path : null;
}

/** The project's own imports of one TypeScript file; type-only imports are left out. */
export function readModuleImports(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const staticImports: string[] = [];
  const dynamicImports: string[] = [];
  const add = (list: string[], specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const path = resolveSource(file, specifier.text);
    if (path) list.push(path);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      add(staticImports, node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      add(staticImports, node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(dynamicImports, node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, dynamicImports };
}

/** Every file reachable from `entry` through static imports, `entry` included. */
export function staticClosure(
  entry: string,
  cache = new Map<string, ModuleImports>(),
): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    let imports = cache.get(file);
    if (!imports) {
      imports = readModuleImports(file);
      cache.set(file, imports);
    }
    pending.push(...imports.staticImports);
  }
  return seen;
}

/**
 * The catalogue group a lazily loaded file's messages go in: its feature's name, or
 * `app`, `components`, `entities` or `lib` for the shared folders.
 */
export function catalogGroupOf(rootDir: string, file: string): string {
  const parts = relative(rootDir, file).split(/[\\/]/);
  if (parts[0] === 'src' && parts[1] === 'features' && parts[2]) return parts[2];
  return parts[0] === 'src' && parts[1] ? parts[1] : 'app';
}
