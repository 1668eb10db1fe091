import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
/** The local push service a notifications test starts (server/src/testing/local-push-service.ts). */
export const e2ePushServicePort = Number(process.env.E2E_PUSH_PORT ?? port + 500);

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  workers: 1,
  // No retries, in CI either: a test that needs a second try is a defect to fix (issue 30, item 6).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  // The production build behind `npm start`'s own code path, on a throw-away database.
  webServer: {
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
        `http://127.0.0.1:${e2ePushServicePort}`,
      ].join(','),
      NOTIFICATION_WORKER_INTERVAL_MS: '500',
    },
  },
});
