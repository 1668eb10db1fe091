import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join, posix, relative, resolve, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import fastifyPlugin from 'fastify-plugin';

import { isApiPath } from '../http/is-api-path.ts';
import { unlistedHeader } from '../http/unlisted.ts';

import { landingLocale } from './landing-locale.ts';

export interface ClientAppOptions {
  /** Folder of the built PWA (`vite build` output). */
  staticDir: string;
}

const oneYearImmutable = 'public, max-age=31536000, immutable';

function cacheControlFor(staticDir: string, filePath: string): string {
  // Vite puts content-hashed files under assets/, so they never change under the same name.
  const isHashedAsset = relative(staticDir, filePath).split(sep)[0] === 'assets';
  // Everything else (index.html, sw.js, manifest.webmanifest, icons) must be revalidated,
  // or browsers keep an old shell and an old service worker after an update.
  return isHashedAsset && basename(filePath) !== 'index.html' ? oneYearImmutable : 'no-cache';
}

async function isFileInside(root: string, requestedPath: string): Promise<boolean> {
  const filePath = resolve(root, `.${posix.normalize(`/${requestedPath}`)}`);
  if (filePath !== root && !filePath.startsWith(root + sep)) return false;
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function looksLikeFileName(requestedPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(posix.basename(requestedPath));
}

/**
 * Serves the built PWA at `/`, where the landing page comes already rendered in the
 * visitor's language when the build has it. A GET of a page route that is no file (a deep link such as
 * /development-plans/user/42) answers index.html so the client router takes over; a missing
 * file such as /assets/old-hash.js stays a 404 rather than HTML the browser cannot run.
 */
export const clientApp = fastifyPlugin<ClientAppOptions>(
  async (app, { staticDir }) => {
    const root = resolve(staticDir);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn(
        { staticDir: root },
        'no built client found; run `npm run build` to serve the PWA',
      );
      return;
    }

    await app.register(fastifyStatic, {
      root,
      serve: false,
      // The build writes .br and .gz copies (scripts/vite/precompress-assets.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', cacheControlFor(root, filePath));
        // The same URL answers brotli, gzip or plain bytes depending on the request.
        response.setHeader('vary', 'accept-encoding');
      },
    });

    app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
      const requestedPath = request.params['*'];
      if (isApiPath(request.url)) return reply.callNotFound();
      if (requestedPath === '') {
        // The landing page pre-rendered in the visitor's language (scripts/vite/prerender-landing.ts).
        const landing = `landing.${landingLocale(request.headers)}.html`;
        if (await isFileInside(root, landing)) {
          reply.header('vary', 'cookie, accept-language, accept-encoding');
          return reply.sendFile(landing);
        }
        return reply.sendFile('index.html');
      }
      if (await isFileInside(root, requestedPath)) {
        return reply.sendFile(requestedPath);
      }
      if (looksLikeFileName(requestedPath)) return reply.callNotFound();
      // A share link's page is for whoever holds the link (docs/portfolio.md, "Share links").
      if (requestedPath.startsWith('share/')) reply.headers(unlistedHeader);
      return reply.sendFile('index.html');
    });
  },
  { name: 'client-app' },
);
