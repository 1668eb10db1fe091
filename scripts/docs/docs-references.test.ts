import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The docs and the comments that point at them stay true: every repository path a Markdown
 * file names in backticks exists (a bare file name somewhere in the repository), every relative
 * Markdown link resolves, and every `docs/x.md, "Heading"` (or `docs/x.md#anchor`) reference
 * anywhere in the code or the docs, wrapped across comment lines or not, names a heading that
 * exists.
 */
const root = join(import.meta.dirname, '..', '..');
const skippedFolders = new Set([
  'node_modules',
  '.git',
  'dist',
  'test-results',
  'data',
  'screens',
  '.exp',
]);
const repositoryRoots = [
  'src/',
  'server/',
  'contract/',
  'docs/',
  'tests/',
  'scripts/',
  'bench/',
  'sw/',
  'public/',
  '.ci/',
];
const fileExtension = /\.(ts|tsx|mjs|js|cjs|md|sql|json|css|py|html|po)$/;

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    if (skippedFolders.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found;
}

const markdownFiles = filesUnder(root, (path) => path.endsWith('.md'));
const sourceFiles = filesUnder(
  root,
  (path) => /\.(ts|tsx|mjs|js|cjs|md|sql|css)$/.test(path) && path !== import.meta.filename,
);

/** Folders the build or the tests write, kept out of the repository by .gitignore. */
const generated = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line.endsWith('/'));

/** `folder` and every folder above it up to the repository's root. */
function foldersFrom(folder: string): string[] {
  const folders = [folder];
  while (folders.at(-1) !== root && folders.at(-1) !== dirname(folders.at(-1) ?? root)) {
    folders.push(dirname(folders.at(-1) ?? root));
  }
  return folders;
}

function headingsOf(markdownPath: string): string[] {
  return readFileSync(markdownPath, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#{1,6} /, '').trim());
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** A backticked token that names a file or folder of this repository, not an API path. */
function looksLikeRepositoryPath(token: string): boolean {
  if (/[\s*<>{}|$:]/.test(token) || token.startsWith('/') || token.includes('..')) return false;
  if (repositoryRoots.some((start) => token.startsWith(start))) return true;
  return token.includes('/') && fileExtension.test(token);
}

/** Joins the lines of a comment or a Markdown paragraph, so a wrapped reference reads whole. */
function unwrapComments(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/|--)?[ \t]*/g, ' ');
}

/** The names of every file in the repository, for a backticked name that gives no folder. */
const fileNames = new Set(
  filesUnder(root, (path) => fileExtension.test(path)).map((path) => path.split('/').at(-1)),
);

describe('references in the docs', () => {
  it('every repository path a Markdown file names in backticks exists', () => {
    const missing: string[] = [];
    for (const markdown of markdownFiles) {
      const text = readFileSync(markdown, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, token = ''] of text.matchAll(/`([^`\n]+)`/g)) {
        if (!looksLikeRepositoryPath(token)) continue;
        const path = token.replace(/#.*$/, '').replace(/\/$/, '');
        if (generated.some((folder) => path.startsWith(folder))) continue;
        // A README may name a file from any folder above it (a module's README names its
        // siblings as `achievements/…`).
        const candidates = foldersFrom(dirname(markdown)).map((folder) => join(folder, path));
        if (!candidates.some((candidate) => existsSync(candidate))) {
          missing.push(`${relative(root, markdown)}: ${token}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every file name a Markdown file names in backticks without its folder exists', () => {
    const missing: string[] = [];
    for (const markdown of markdownFiles) {
      const text = readFileSync(markdown, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, token = ''] of text.matchAll(/`([\w.-]+\.(?:tsx?|mjs|cjs|sql|css|po))`/g)) {
        if (!fileNames.has(token)) missing.push(`${relative(root, markdown)}: ${token}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every relative Markdown link names a file, and a heading of it, that exist', () => {
    const broken: string[] = [];
    for (const markdown of markdownFiles) {
      const text = readFileSync(markdown, 'utf8');
      for (const [link, target = '', anchor] of text.matchAll(
        /\]\(([^)#\s:]*)(?:#([^)\s]+))?\)/g,
      )) {
        const file = target === '' ? markdown : join(dirname(markdown), target);
        if (!existsSync(file)) {
          broken.push(`${relative(root, markdown)}: ${link} (no such file)`);
          continue;
        }
        if (anchor && !headingsOf(file).map(anchorOf).includes(anchor)) {
          broken.push(`${relative(root, markdown)}: ${link} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs/x.md, "Heading" or docs/x.md#anchor reference names a heading that exists', () => {
    const broken: string[] = [];
    for (const file of sourceFiles) {
      // A reference may wrap in a comment: `(docs/api.md,\n * "Endpoints")`, `"Evidence\n * review"`.
      const text = unwrapComments(readFileSync(file, 'utf8'));
      const references = text.matchAll(/docs\/([a-z-]+\.md)`?(?:,\s+"([^"]+)"|#([a-z0-9-]+))?/g);
      for (const [reference, docName = '', heading, anchor] of references) {
        const doc = join(root, 'docs', docName);
        if (!existsSync(doc)) {
          broken.push(`${relative(root, file)}: ${reference} (no such file)`);
          continue;
        }
        const headings = headingsOf(doc);
        if (heading && !headings.includes(heading)) {
          broken.push(`${relative(root, file)}: ${reference} (no such heading)`);
        }
        if (anchor && !headings.map(anchorOf).includes(anchor)) {
          broken.push(`${relative(root, file)}: ${reference} (no such anchor)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
