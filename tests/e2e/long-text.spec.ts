import { randomUUID } from 'node:crypto';

import { expect, test } from './support/playwright.ts';

import { accessTokenOf, demo, logInThroughTheForm } from './support/accounts.ts';

// Issue 35, item 2: a 2,000-character description was the card's bold title, ~1,680 px tall,
// and the form refused it only on Save, at the top of a long drawer.
test.describe('long descriptions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a long description takes a few lines on its card, the rest behind “Show more”; the form counts and stops at the limit', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `Bearer ${await accessTokenOf(request, demo.teacher2)}` };
    const criteria = await request.get('/api/criteria?job=teacher', { headers });
    const [criterion] = ((await criteria.json()) as { result: { id: string }[] }).result;
    const stamp = Date.now();
    const description =
      `Reading club ${stamp}. ${'Pupils read aloud in pairs and wrote a summary. '.repeat(40)}`.slice(
        0,
        2000,
      );
    const created = await request.post('/api/achievements', {
      headers,
      data: {
        id: randomUUID(),
        description,
        event_start_at: new Date().toISOString(),
        duration_minutes: 40,
        location: 'Library',
        criterion_ids: [criterion?.id],
        evidence_type: 'other',
        file_ids: [],
        links: [],
      },
    });
    expect(created.ok()).toBe(true);

    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.teacher2);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');
    const card = page.locator('.mantine-Card-root', { hasText: `Reading club ${stamp}.` });
    await expect(card).toBeVisible({ timeout: 15_000 });
    const clamped = (await card.boundingBox())?.height ?? 0;
    expect(clamped).toBeLessThan(500);
    await card.getByRole('button', { name: 'Show more' }).click();
    await expect(card.getByRole('button', { name: 'Show less' })).toBeVisible();
    expect((await card.boundingBox())?.height ?? 0).toBeGreaterThan(clamped + 300);

    await page.getByRole('button', { name: 'New evidence' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New evidence' });
    const field = drawer.getByLabel('Description');
    await field.fill('a'.repeat(1700));
    await expect(drawer.getByRole('status')).toHaveText('1,700 of 2,000 characters');
    await field.fill('b'.repeat(2100));
    await expect(field).toHaveValue('b'.repeat(2000));
    await expect(drawer.getByRole('status')).toHaveText(
      'The limit of 2,000 characters is reached.',
    );
  });
});
