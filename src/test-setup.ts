import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Taken before any test installs fake timers.
const realSetTimeout = globalThis.setTimeout;
const realSetImmediate = globalThis.setImmediate;

// A lazy part (a popover, a dialog) is a module Vite transforms on its first import; on a busy
// two-core machine that alone can outlast Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself: what
// a test drew is gone before the next test and before the file's window is.
afterEach(cleanup);

// React 19.2's development build reads `window` at the start of each scheduler task
// (react#37100): a task still queued when Vitest removes the file's jsdom window throws
// "window is not defined" after every test passed, and fails the run. The queued tasks run
// here, while the window exists.
afterAll(async () => {
  await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
  await new Promise<void>((resolve) => realSetImmediate(() => resolve()));
});

// jsdom has none of these; Mantine's components and hooks read them when they render.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Nothing is ever scrolled into view: what waits for that (a photo's preview) stays waiting.
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
