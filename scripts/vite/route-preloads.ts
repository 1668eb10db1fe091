import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import ts from 'typescript';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

import { fontFilesByLocale, type FontPreloadConfig } from './font-preloads.ts';

interface LazyPart {
  /** Route pattern such as `/development-plans/user/:userId`, or `signed-in`. */
  key: string;
  module: string;
  groups: string[];
}

/** A build step that cannot do its job stops the build, naming the file and line. */
function failAt(source: ts.SourceFile, node: ts.Node, problem: string): never {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  throw new Error(`route preloads: ${source.fileName}:${line + 1}: ${problem}`);
}

/**
 * The lazily loaded parts of a file: `{ path, load: withCatalogs([...], () => import('...')) }`
 * entries keyed by their path, and any other `withCatalogs` call keyed by its module. A call
 * written any other way stops the build: a part left out would silently load late.
 */
export function readLazyParts(file: string, text = readFileSync(file, 'utf8')): LazyPart[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const parts: LazyPart[] = [];
  const visit = (node: ts.Node, routePath: string | null): void => {
    let path = routePath;
    if (ts.isObjectLiteralExpression(node)) {
      const pathProperty = node.properties.find(
        (candidate): candidate is ts.PropertyAssignment =>
          ts.isPropertyAssignment(candidate) && candidate.name.getText(source) === 'path',
      )?.initializer;
      if (pathProperty && !ts.isStringLiteral(pathProperty)) {
        failAt(source, pathProperty, "a route's path must be written out as a string");
      }
      if (pathProperty) path = pathProperty.text;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'withCatalogs'
    ) {
      const [groups, loader] = node.arguments;
      if (
        !groups ||
        !ts.isArrayLiteralExpression(groups) ||
        !groups.elements.every(ts.isStringLiteral)
      ) {
        failAt(source, node, 'withCatalogs needs its catalogue groups as an array of strings');
      }
      const specifier = loader?.getText(source).match(/^\(\)\s*=>\s*import\('([^']+)'\)$/)?.[1];
      if (!specifier) failAt(source, node, "withCatalogs needs a loader `() => import('…')`");
      parts.push({
        key: path ?? resolve(dirname(file), specifier),
        module: resolve(dirname(file), specifier),
        groups: groups.elements.filter(ts.isStringLiteral).map((element) => element.text),
      });
    }
    ts.forEachChild(node, (child) => visit(child, path));
  };
  visit(source, null);
  if (parts.length === 0) throw new Error(`route preloads: ${file} has no withCatalogs part`);
  return parts;
}

function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && output.facadeModuleId === moduleId,
  );
}

function filesOf(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') filesOf(bundle, next, files);
  }
  return files;
}

/**
 * Writes `/route-preloads.js`, loaded right after boot.js: it asks the browser for the
 * opened route's chunk and catalogue parts (and, when signed in, the navbar's signed-in
 * controls) at once, instead of only once the entry has run.
 */
export function routePreloads({
  rootDir,
  locales,
  fonts,
}: {
  rootDir: string;
  locales: readonly string[];
  fonts: FontPreloadConfig;
}): Plugin {
  return {
    name: 'shawahid:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: '/route-preloads.js' }, injectTo: 'head' }],
    },
    generateBundle(_options, bundle) {
      const catalogue = (locale: string, group: string) =>
        chunkOf(
          bundle,
          `${resolve(rootDir, `src/locales/${locale}/messages.po`)}?catalog-group=${group}`,
        )?.fileName;
      const signedIn = readLazyParts(resolve(rootDir, 'src/app/layout/navbar.tsx'))
        .filter((part) => part.module.endsWith('signed-in-controls.tsx'))
        .map((part) => ({ ...part, key: 'signed-in' }));
      if (signedIn.length !== 1) {
        this.error('route preloads: navbar.tsx no longer loads signed-in-controls.tsx lazily');
      }
      const routeParts = readLazyParts(resolve(rootDir, 'src/app/routes/route-table.ts'));
      // A part outside a route would be keyed by its file: a name the page never matches.
      const unrouted = routeParts.find((part) => part.key === part.module);
      if (unrouted) this.error(`route preloads: ${unrouted.module} is loaded outside a route`);
      const parts = [...routeParts, ...signedIn];
      // Routes share most of their files: each file is written once and routes name it by
      // its place in the list, a quarter of the bytes the page parses before it starts.
      const files: string[] = [];
      const fileNumber = (file: string) => {
        const known = files.indexOf(file);
        return known === -1 ? files.push(file) - 1 : known;
      };
      const map: Record<string, { files: number[]; catalogues: Record<string, number[]> }> = {};
      for (const part of parts) {
        const chunk = chunkOf(bundle, part.module);
        if (!chunk) this.error(`route preloads: no chunk was built for ${part.module}`);
        map[part.key] = {
          files: [...filesOf(bundle, chunk)].map(fileNumber),
          catalogues: Object.fromEntries(
            locales.map((locale) => [
              locale,
              [...part.groups, ...(part.key === 'signed-in' ? [] : ['shell'])].map((group) => {
                const file = catalogue(locale, group);
                if (!file) this.error(`route preloads: no '${group}' catalogue for ${locale}`);
                return fileNumber(file);
              }),
            ]),
          ),
        };
      }
      const fontsByLocale = Object.fromEntries(
        Object.entries(fontFilesByLocale(Object.keys(bundle), fonts)).map(([locale, names]) => [
          locale,
          names.map(fileNumber),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.js',
        source: `(${preloadRoute})(${JSON.stringify(files)}, ${JSON.stringify(map)}, ${JSON.stringify(fontsByLocale)});\n`,
      });
    },
  };
}

/**
 * Runs in the page with the map as `map` (files by their number in `files`): the opened route's parts, plus the signed-in
 * controls when a token is stored, each script as a modulepreload and each style as the
 * stylesheet itself. A style preload would leave the stylesheet to Vite's loader, which
 * inserts all of a part's sheets at once when the part is imported: the sheets, already in
 * memory by then, are all parsed inside that one insertion, a long task on a phone
 * (docs/page-start.md). Inserted here, each sheet is
 * parsed as it arrives, in a task of its own, and the loader finds it present.
 *
 * When the service worker answers the page, the language's font files (`fonts`) come first:
 * the device has them, and the first layout then uses the typeface instead of laying out with
 * system fonts, and again as each weight arrives (docs/page-start.md).
 */
const preloadRoute = `function (files, map, fonts) {
  try {
    var locale = document.documentElement.lang === 'ar' ? 'ar' : 'en';
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      (fonts[locale] || []).forEach(function (number) {
        var font = document.createElement('link');
        font.rel = 'preload';
        font.as = 'font';
        font.type = 'font/woff2';
        font.crossOrigin = '';
        font.href = '/' + files[number];
        document.head.appendChild(font);
      });
    }
    var wanted = [];
    function add(key) {
      var part = map[key];
      if (!part) return;
      part.files.concat(part.catalogues[locale] || []).forEach(function (number) {
        wanted.push(files[number]);
      });
    }
    Object.keys(map).forEach(function (key) {
      var pattern = new RegExp('^' + key.replace(/:[^/]+/g, '[^/]+') + '/?$');
      if (key !== 'signed-in' && pattern.test(location.pathname)) add(key);
    });
    if (localStorage.getItem('accessToken')) add('signed-in');
    // Links the page already has (the entry and its imports) and repeats are skipped.
    var present = {};
    var loaded = document.querySelectorAll('link[href], script[src]');
    Array.prototype.forEach.call(loaded, function (element) {
      present[element.getAttribute('href') || element.getAttribute('src')] = true;
    });
    var hrefs = [];
    wanted.forEach(function (file) {
      var href = '/' + file;
      if (present[href]) return;
      present[href] = true;
      hrefs.push(href);
    });
    // Each inserted link starts its request at once, a fraction of a millisecond of the main
    // thread; a few go in a task, so a phone never spends one long task on them all. The next
    // task is asked for with a message: chained timers are held back 4 ms each after five.
    var perTask = 6;
    var channel = new MessageChannel();
    var next = 0;
    channel.port1.onmessage = function () {
      insertFrom(next);
    };
    function insertFrom(start) {
      var links = document.createDocumentFragment();
      hrefs.slice(start, start + perTask).forEach(function (href) {
        // The app's own loader may have asked for it meanwhile (it writes the full address).
        var absolute = location.origin + href;
        var selector = 'link[href="' + href + '"], link[href="' + absolute + '"]';
        if (document.querySelector(selector)) return;
        var link = document.createElement('link');
        link.rel = /\\.css$/.test(href) ? 'stylesheet' : 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        links.appendChild(link);
      });
      document.head.appendChild(links);
      next = start + perTask;
      if (next < hrefs.length) channel.port2.postMessage(null);
      else channel.port1.close();
    }
    insertFrom(0);
  } catch (error) {
    // Only a head start: the app loads whatever it needs by itself.
  }
}`;
