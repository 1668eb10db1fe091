// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  precacheInParallel,
  precacheRequestsAtOnce,
  type InstallingController,
  type PrecacheEntry,
} from './precache-in-parallel.ts';

const origin = 'https://shawahid.test';

interface Fetched {
  url: string;
  cacheMode: RequestCache;
  cacheKey: unknown;
}

/**
 * Workbox's controller as the install meets it: cache keys carry the revision, and each entry
 * takes as long as the network does before it is in the cache.
 */
function controllerOver(entries: readonly PrecacheEntry[], failing?: string) {
  const fetched: Fetched[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const keys = new Map(
    entries.map((entry) => {
      const url = new URL(entry.url, origin).href;
      return [url, entry.revision ? `${url}?__WB_REVISION__=${entry.revision}` : url];
    }),
  );
  const controller: InstallingController = {
    getCacheKeyForURL: (url) => keys.get(url),
    strategy: {
      handleAll: (options) => {
        if (!('params' in options) || typeof options.request === 'string') throw new Error();
        const { request, params } = options;
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const done = new Promise<Response>((resolve, reject) => {
          setTimeout(() => {
            inFlight -= 1;
            fetched.push({
              url: request.url,
              cacheMode: request.cache,
              cacheKey: (params as { cacheKey?: string } | undefined)?.cacheKey,
            });
            if (request.url.endsWith(failing ?? '\0')) reject(new Error('bad-precaching-response'));
            else resolve(new Response('built file'));
          }, 5);
        });
        return [done, done.then(() => undefined)];
      },
    },
  };
  return { controller, fetched, mostInFlight: () => mostInFlight };
}

const installEvent = {} as ExtendableEvent;

function builtFiles(count: number): PrecacheEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    url: `assets/chunk-${index}.js`,
    revision: null,
  }));
}

describe('the worker filling its precache on install', () => {
  beforeEach(() => {
    vi.stubGlobal('self', { location: { href: `${origin}/sw.js` } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches every built file once, several at a time, never more than a browser opens to one host', async () => {
    const entries = builtFiles(40);
    const { controller, fetched, mostInFlight } = controllerOver(entries);

    await precacheInParallel(controller, installEvent, entries);

    expect(fetched.map((file) => file.url).sort()).toEqual(
      entries.map((entry) => new URL(entry.url, origin).href).sort(),
    );
    expect(mostInFlight()).toBe(precacheRequestsAtOnce);
  });

  it('asks past the HTTP cache for a file named without a hash, under its revisioned key', async () => {
    const entries: PrecacheEntry[] = [
      { url: 'index.html', revision: 'r1' },
      { url: 'assets/index-tySNOx95.js', revision: null },
    ];
    const { controller, fetched } = controllerOver(entries);

    await precacheInParallel(controller, installEvent, entries);

    expect(fetched).toEqual(
      expect.arrayContaining([
        {
          url: `${origin}/index.html`,
          cacheMode: 'reload',
          cacheKey: `${origin}/index.html?__WB_REVISION__=r1`,
        },
        {
          url: `${origin}/assets/index-tySNOx95.js`,
          cacheMode: 'default',
          cacheKey: `${origin}/assets/index-tySNOx95.js`,
        },
      ]),
    );
  });

  it('fails the install when one file cannot be had, as Workbox would', async () => {
    const entries = builtFiles(12);
    const { controller } = controllerOver(entries, 'chunk-7.js');

    await expect(precacheInParallel(controller, installEvent, entries)).rejects.toThrow(
      'bad-precaching-response',
    );
  });
});
