import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseDataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
const basePushServicePort = Number(process.env.E2E_PUSH_PORT ?? basePort + 500);

/**
 * Spec files run this many at a time, each worker against a server of its own. One on CI's two
 * cores: the suite keeps both busy already (Chromium and the embedded database); more where
 * there are more cores (tests/README.md, "Running time").
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

export interface E2eServer {
  port: number;
  /** The server's DATA_DIR: its embedded database and the outbox of emails it wrote. */
  dataDir: string;
  /** The local push service a notifications test starts (server/src/testing/local-push-service.ts). */
  pushServicePort: number;
}

/**
 * One server per worker, each on a throw-away data folder of its own, so files running side by
 * side never see each other's data. `tests/e2e/support/playwright.ts` gives each worker its own.
 */
export const e2eServers: E2eServer[] = Array.from({ length: workers }, (_, index) => ({
  port: basePort + 10 * index,
  dataDir: index === 0 ? baseDataDir : `${baseDataDir}-${index + 1}`,
  pushServicePort: basePushServicePort + index,
}));

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, which `.ci/run` installs):
 * the same Blink and V8 as `/usr/bin/chromium` without the browser's own windowing, as
 * Playwright runs headless tests itself; it takes about a quarter less CPU per test
 * (tests/README.md, "Running time").
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
/** The full browser, for what the shell lacks: it shows no notifications. */
export const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers,
  // No retries, in CI either: a test that needs a second try is a defect to fix (issue 30, item 6).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['./tests/e2e/support/error-context-reporter.ts']]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${e2eServers[0]?.port ?? basePort}`,
    // A failed test here keeps its trace: actions, DOM snapshots, network and console, without
    // the screencast. CI records none (a sixth of the suite's CPU; only the log is kept there):
    // a failure prints its page's snapshot instead (tests/README.md, "Running time").
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // Installing the service worker downloads the whole app (about 400 files) in every new
    // context, which took a quarter of the suite's CPU: specs that go offline or need the
    // installed app turn it on (`test.use({ serviceWorkers: 'allow' })`); the rest run as a
    // first visit does, before the worker is installed.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  // The production build behind `npm start`'s own code path, on throw-away databases. Playwright
  // starts them one after another: the first builds when the sources changed, the others reuse it.
  webServer: e2eServers.map(({ port, dataDir, pushServicePort }) => ({
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      PUSH_SERVICE_ORIGINS: [
        'https://fcm.googleapis.com',
        'https://updates.push.services.mozilla.com',
        'https://web.push.apple.com',
        `http://127.0.0.1:${pushServicePort}`,
      ].join(','),
      NOTIFICATION_WORKER_INTERVAL_MS: '500',
    },
  })),
});
