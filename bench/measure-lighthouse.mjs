import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { signIn } from './sign-in.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's default mobile run (Moto G Power emulation, simulated slow 4G) on `/`,
 * `/login` and `/dashboard` signed in as a teacher.
 */
export async function measureLighthouse(base, chromePath, chromeFlags) {
  const token = await signIn(base, 'teacher@shawahid.test');
  const results = [];
  for (const path of ['/', '/login', '/dashboard']) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...chromeFlags, '--headless=new'],
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/`);
      await page.evaluate(
        (value) => {
          localStorage.setItem('locale', 'en');
          if (value) localStorage.setItem('accessToken', value);
          else localStorage.removeItem('accessToken');
        },
        path === '/dashboard' ? token : null,
      );
      const { lhr } = await lighthouse(
        `${base}${path}`,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: categories,
          // Keep the signed-in session set above (Lighthouse clears storage by default).
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      await browser.disconnect();
      results.push({
        path,
        scores: Object.fromEntries(
          categories.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]),
        ),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
