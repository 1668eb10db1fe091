import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { expect, test } from './support/playwright.ts';

import { accessTokenOf, demo, logInThroughTheForm } from './support/accounts.ts';
import { pushAchievementsAs } from './support/pushed-achievements.ts';

const count = 300;

test.describe('a teacher with many achievements', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list renders only the cards near the screen, scrolls to the oldest and searches all', async ({
    page,
    request,
  }) => {
    const token = await accessTokenOf(request, demo.soloTeacher);
    const headers = { Authorization: `Bearer ${token}` };
    const criteria = await request.get('/api/criteria?job=teacher', { headers });
    const [criterion] = ((await criteria.json()) as { result: { id: string }[] }).result;
    // Letters only: the search below is for a session's number, which every description would
    // match again inside a numeric stamp (Date.now() held "150" for a quarter of an hour).
    const stamp = randomUUID().replace(/[^a-f]/g, '');
    // Dated a year back, one a day, so they list below anything other tests add.
    await pushAchievementsAs(
      request,
      token,
      Array.from({ length: count }, (_, index) => ({
        description: `Club session ${index + 1} of ${stamp}`,
        eventStartAt: `${new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString().slice(0, 10)}T09:00:00+03:00`,
        criterionId: criterion?.id,
      })),
    );

    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.soloTeacher);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');
    // On the cards, not in the print-only portfolio beside them.
    const onCard = (text: string) =>
      page.locator('.mantine-Card-root').getByText(text, { exact: true });
    const newest = onCard(`Club session ${count} of ${stamp}`);
    await expect(newest).toBeVisible({ timeout: 15_000 });
    const cards = page.locator('.mantine-Card-root', { hasText: `of ${stamp}` });
    expect(await cards.count()).toBeLessThan(40);

    // The oldest is reached by scrolling, however far down it is.
    const oldest = onCard(`Club session 1 of ${stamp}`);
    await expect(oldest).toHaveCount(0);
    // A wheel turn at a time, each followed by the frame that renders what came into view.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4_000);
          await page.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          return oldest.count();
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBeGreaterThan(0);
    await expect(oldest).toBeVisible();

    // Back from another page, the list is where the teacher left it, the oldest still in view
    // (drawn in the overscan below the window is not yet in view: scrolled to it first).
    await oldest.scrollIntoViewIfNeeded();
    await expect(oldest).toBeInViewport();
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goBack();
    await expect(oldest).toBeVisible();
    await expect(oldest).toBeInViewport();

    // A search finds a card that was never rendered.
    await page.evaluate(() => window.scrollTo(0, 0));
    // On a phone the search folds with the filters into one line.
    await page.getByRole('button', { name: 'Search and filters' }).click();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`Club session 150 of ${stamp}`);
    await expect(onCard(`Club session 150 of ${stamp}`)).toBeVisible();
    await expect(cards).toHaveCount(1);

    // The next searches may be matched in memory (search-index.ts) rather than by reading every
    // row: they find the same, and an achievement synced in while a search is shown joins it.
    await search.fill(`Club session 250 of ${stamp}`);
    await expect(onCard(`Club session 250 of ${stamp}`)).toBeVisible();
    await expect(cards).toHaveCount(1);
    const trip = `Field trip of ${stamp}`;
    await search.fill(trip);
    await expect(page.getByText('No evidence matches these filters')).toBeVisible();
    await pushAchievementsAs(request, token, [
      { description: trip, eventStartAt: '2025-06-01T09:00:00+03:00', criterionId: criterion?.id },
    ]);
    await expect(onCard(trip)).toBeVisible({ timeout: 20_000 });

    // Printing still gives the whole portfolio, however few cards are on screen.
    const pdf = await page.pdf();
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain('Achievement portfolio');
    expect(text).toContain(`Club session 1 of ${stamp}`);
    expect(text).toContain(`Club session ${count} of ${stamp}`);
  });
});
