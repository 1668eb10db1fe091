import { expect, test, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { keptAnswerKeysInPage } from './support/kept-answers.ts';
import { goOffline, waitForActiveServiceWorker } from './support/offline.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The principal's screens' reads of the server, counted by what they ask for. */
function countReads(page: Page) {
  const reads = { coverage: 0, evidence: 0, member: 0, queue: 0 };
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (request.method() !== 'GET') return;
    if (pathname === '/api/organizations/current/staff-coverage') reads.coverage += 1;
    else if (pathname === '/api/achievements' && searchParams.has('user_id')) reads.evidence += 1;
    else if (pathname.startsWith('/api/users/')) reads.member += 1;
    else if (pathname === '/api/achievements/awaiting-review') reads.queue += 1;
  });
  return reads;
}

// Each screen's request leaves before its code has loaded (docs/sync.md, "Server-only data on
// screen"); the screen then takes that answer: one request per screen opened, never two.
test('the principal’s staff screens ask the server once each, opened by a load, a tap or going back', async ({
  browser,
}) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await logInThroughTheForm(page, demo.principal);
  await expect(page).toHaveURL(/\/dashboard$/);
  const reads = countReads(page);

  await page.goto('/achievements?view=staff');
  const staffTable = page.getByRole('table');
  await expect(staffTable.getByRole('row').nth(1)).toBeVisible();
  const firstMember = staffTable.getByRole('row').nth(1).getByRole('link').first();
  const memberName = (await firstMember.textContent()) ?? '';

  await firstMember.tap();
  await expect(
    page.getByRole('heading', { level: 1, name: `Evidence of ${memberName}` }),
  ).toBeVisible();

  await page.goBack();
  await expect(staffTable.getByRole('row').nth(1)).toBeVisible();

  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Awaiting my review' })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Skip for now' })
      .or(page.getByText('Nothing awaits your review', { exact: true })),
  ).toBeVisible();

  // A request asked twice would have left by now: each screen has drawn its answer.
  await page.waitForTimeout(1_000);
  expect(reads).toEqual({ coverage: 2, evidence: 1, member: 1, queue: 1 });
  await context.close();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  // The staff screens keep their last answer on the device (src/lib/api/kept-on-device.ts).
  test('the principal’s staff screens open offline as last seen on the device', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...phone, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await logInThroughTheForm(page, demo.principal);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForActiveServiceWorker(page);

    await page.goto('/achievements?view=staff');
    const staffTable = page.getByRole('table');
    const firstMember = staffTable.getByRole('row').nth(1).getByRole('link').first();
    await expect(firstMember).toBeVisible();
    const memberName = (await firstMember.textContent()) ?? '';
    await firstMember.tap();
    const memberHeading = page.getByRole('heading', {
      level: 1,
      name: `Evidence of ${memberName}`,
    });
    await expect(memberHeading).toBeVisible();
    // The member's answers are kept as they come; the load of /review below would cut a write
    // still under way (CI once lost the staff member's this way).
    await expect
      .poll(async () =>
        (await page.evaluate(keptAnswerKeysInPage)).filter((key) => /^staff/.test(key)),
      )
      .toHaveLength(3);
    await page.goto('/review');
    const queueShown = page
      .getByRole('button', { name: 'Skip for now' })
      .or(page.getByText('Nothing awaits your review', { exact: true }));
    await expect(queueShown).toBeVisible();
    const itemAwaited = await page.getByRole('button', { name: 'Skip for now' }).isVisible();
    // Kept once each answer has come: a reload in the same instant would cut the write short.
    await expect
      .poll(async () =>
        (await page.evaluate(keptAnswerKeysInPage)).filter((key) => /^(staff|review)/.test(key)),
      )
      .toHaveLength(4);

    await goOffline(context);
    const offlineNote = page.getByText(/^Offline: shown as last seen on this device/);
    await page.reload();
    await expect(offlineNote).toBeVisible();
    await expect(
      itemAwaited
        ? page.getByRole('button', { name: 'Skip for now' })
        : page.getByText('Nothing awaits your review', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/^The review queue needs a connection/)).toHaveCount(0);

    await page.goto('/achievements?view=staff');
    // The same row as online (another test may have added a member of the same name).
    await expect(firstMember).toHaveText(memberName);
    await expect(offlineNote).toBeVisible();

    await firstMember.tap();
    await expect(memberHeading).toBeVisible();
    await expect(offlineNote).toBeVisible();
    await context.close();
  });
});
