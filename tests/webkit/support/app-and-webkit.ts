import { afterAll, beforeAll } from 'vitest';

import { startApp, type App } from './app-server.ts';
import { keepPageOnFailure } from './failure-evidence.ts';
import { openWebKit, type Profile, type WebKitSession } from './webkit-session.ts';

export interface AppAndWebKit {
  readonly app: App;
  readonly browser: WebKitSession;
}

/**
 * A test file's app (behind its own cuttable proxy) and WebKit window: started before the file's
 * tests, closed after them, the page kept in test-results/webkit/ when a test fails. Read
 * `app` and `browser` inside tests and hooks, once they have started.
 */
export function appAndWebKitForThisFile(profile: Profile): AppAndWebKit {
  let app: App | undefined;
  let browser: WebKitSession | undefined;
  beforeAll(async () => {
    app = await startApp();
    browser = await openWebKit(profile);
  });
  keepPageOnFailure(() => browser);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(part: T | undefined, name: string): T => {
    if (!part) throw new Error(`the file's ${name} has not started (read it inside a test)`);
    return part;
  };
  return {
    get app() {
      return started(app, 'app');
    },
    get browser() {
      return started(browser, 'WebKit window');
    },
  };
}
