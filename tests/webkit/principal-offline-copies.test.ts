import type { WebDriver } from 'selenium-webdriver';
import { test } from 'vitest';

import { keptAnswerKeysInPage } from '../e2e/support/kept-answers.ts';

import { appAndWebKitForThisFile } from './support/app-and-webkit.ts';
import {
  announceOnline,
  click,
  showsText,
  signIn,
  until,
  untilServiceWorkerControls,
  untilShown,
} from './support/page-actions.ts';
import { demo } from './support/server-state.ts';

// A persistent profile, as Safari's normal one: the kept answers live in IndexedDB on disk.
const webkit = appAndWebKitForThisFile('persistent');

const offlineNote = 'دون اتصال: معروض كما ظهر آخر مرة على هذا الجهاز';
const teacherLink = 'main table a[href^="/achievements?userId="]';

function headingIncludes(driver: WebDriver, name: string): Promise<boolean> {
  return driver.executeScript<boolean>(
    (wanted: string) => document.querySelector('main h1')?.textContent?.includes(wanted) ?? false,
    name,
  );
}

function teacherListed(driver: WebDriver, name: string): Promise<boolean> {
  return driver.executeScript<boolean>(
    (css: string, wanted: string) =>
      [...document.querySelectorAll(css)].some((link) => link.textContent?.trim() === wanted),
    teacherLink,
    name,
  );
}

// The principal's staff screens keep their last answer on the device (docs/sync.md, "Server-only
// data on screen"): on an iPhone's engine, in Arabic, with the signal gone they open as last
// seen, say so, and say it no more once the signal returns with the page left open.
test('the principal’s staff screens open offline as last seen, and refresh when the signal returns', async () => {
  const { driver } = webkit.browser;
  const { url, proxy } = webkit.app;
  await signIn(driver, url, demo.principal, 'ar');
  await driver.get(`${url}/achievements?view=staff`);
  const teacher = await until('a teacher in the coverage', () =>
    driver.executeScript<string>(
      (css: string) => document.querySelector(css)?.textContent?.trim() ?? '',
      teacherLink,
    ),
  );
  await click(driver, teacher, teacherLink);
  await until('the teacher’s evidence', () => headingIncludes(driver, teacher));
  await untilServiceWorkerControls(driver);
  // Kept once each answer has come: a reload in the same instant would cut the write short.
  const teacherId = new URL(await driver.getCurrentUrl()).searchParams.get('userId');
  const wanted = ['staff-coverage', `staff-achievements ${teacherId}`, `staff-member ${teacherId}`];
  await until(
    'the three answers kept on the device',
    async () => {
      const kept = await driver.executeScript<string[]>(keptAnswerKeysInPage);
      return wanted.every((key) => kept.includes(key));
    },
    30_000,
  );

  proxy.cut();
  // Reloaded with no network: the service worker serves the app, the device the answers.
  await driver.navigate().refresh();
  await until('the teacher’s evidence offline', () => headingIncludes(driver, teacher), 30_000);
  await untilShown(driver, offlineNote);

  await driver.get(`${url}/achievements?view=staff`);
  await until('the coverage offline', () => teacherListed(driver, teacher), 30_000);
  await untilShown(driver, offlineNote);

  // The signal returns with the page open; WebKitGTK here sees no change of network, so the
  // page is given the `online` event a phone's system gives it.
  proxy.restore();
  await announceOnline(driver);
  await until('the coverage refreshed', async () => !(await showsText(driver, offlineNote)));
  await until('the teacher still listed', () => teacherListed(driver, teacher));
});
