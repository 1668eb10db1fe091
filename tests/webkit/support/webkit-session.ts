import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Builder, type WebDriver } from 'selenium-webdriver';
import remote from 'selenium-webdriver/remote/index.js';

import { startXvfb } from './xvfb.ts';

const webDriverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowserPath =
  process.env.WEBKIT_MINIBROWSER_PATH ??
  ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((triplet) => `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path)) ??
  'MiniBrowser';
const persistentBrowserPath = join(import.meta.dirname, 'persistent-browser.py');

/** An iPhone 14's CSS viewport. */
export const phone = { width: 390, height: 844 };

export type Profile =
  /** MiniBrowser as WebKitWebDriver starts it: storage in memory, like Safari Private Browsing. */
  | 'ephemeral'
  /** support/persistent-browser.py: storage in a folder on disk, like Safari's normal profile. */
  | 'persistent';

export interface WebKitSession {
  driver: WebDriver;
  profile: Profile;
  close(): Promise<void>;
}

/**
 * A WebKitGTK window driven over WebDriver on its own headless display, at phone size where
 * the browser allows it (MiniBrowser's toolbar keeps its window wider). Selenium Manager is
 * never asked for a driver: Debian's WebKitWebDriver is started here.
 */
export async function openWebKit(profile: Profile): Promise<WebKitSession> {
  const screen = await startXvfb();
  const profileDir = mkdtempSync(join(tmpdir(), 'shawahid-webkit-profile-'));
  const service = new remote.DriverService.Builder(webDriverPath)
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: screen.display } as Record<string, string>)
    .setStdio(['ignore', 'ignore', 'inherit'])
    .build();
  const cleanUp = async () => {
    await service.kill().catch(() => undefined);
    await screen.stop();
    rmSync(profileDir, { recursive: true, force: true });
  };
  try {
    const serverUrl = await service.start(15_000);
    const driver = await withTimeout(
      new Builder()
        .usingServer(serverUrl)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions':
            profile === 'ephemeral'
              ? { binary: miniBrowserPath, args: ['--automation'] }
              : {
                  binary: persistentBrowserPath,
                  args: ['--automation', `--profile=${profileDir}`],
                },
        })
        .build(),
      30_000,
      'WebKitWebDriver opened no session',
    );
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000, implicit: 0 });
    await driver.manage().window().setRect(phone);
    return {
      driver,
      profile,
      close: async () => {
        await withTimeout(driver.quit(), 15_000, 'the session did not end').catch(() => undefined);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve(promise),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
