import { randomUUID } from 'node:crypto';

import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './support/playwright.ts';

import { logInThroughTheForm } from './support/accounts.ts';
import { addTeacherToDemoSchool, postAs } from './support/demo-school-teacher.ts';

// Issue 35, item 3: the Achievements page on a phone.
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const teacherPassword = 'Madrasa#2026';

async function phoneIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, email, teacherPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

function cardOf(page: Page, description: string): Locator {
  return page.locator('.mantine-Card-root').filter({ hasText: description });
}

/** The part of `locator` inside the window: its box meets the viewport, top and bottom. */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        return box !== null && box.y >= 0 && box.y + Math.min(box.height, 80) <= height;
      },
      { message: `${what} is in view` },
    )
    .toBe(true);
}

/** A member of the demo school with six pieces of evidence, the oldest returned with a comment. */
async function teacherWithReturnedEvidence(
  browser: Browser,
  request: Parameters<typeof addTeacherToDemoSchool>[0],
) {
  const member = await addTeacherToDemoSchool(request, 'Nouf Al-Qahtani', teacherPassword);
  const stamp = Date.now();
  const returnedDescription = `Parents' evening on reading ${stamp}`;
  const comment = `Add the attendance sheet ${stamp}`;
  const descriptions = [returnedDescription];
  for (let day = 11; day <= 15; day += 1) descriptions.push(`Lesson study ${day} ${stamp}`);
  const ids: string[] = [];
  for (const [index, description] of descriptions.entries()) {
    const id = randomUUID();
    ids.push(id);
    await postAs(request, member.token, '/achievements', {
      id,
      description,
      event_start_at: `2026-11-${String(10 + index).padStart(2, '0')}T08:00:00+03:00`,
      duration_minutes: 45,
      location: 'Main hall',
      criterion_ids: [member.criterionId],
      evidence_type: 'other',
    });
  }
  await postAs(request, member.principalToken, `/achievements/${ids[0]}/reviews`, {
    decision: 'returned',
    comment,
    version: 1,
  });
  const page = await phoneIn(browser, member.email);
  await page.goto('/achievements');
  await expect(cardOf(page, returnedDescription)).toHaveCount(1);
  return { page, returnedDescription, comment };
}

test.describe('the achievements page on a phone', () => {
  test('coverage is one line that opens, so the first card starts above the fold', async ({
    browser,
    request,
  }) => {
    const { page } = await teacherWithReturnedEvidence(browser, request);
    const coverage = page.getByRole('button', { name: /criteria have evidence/ });
    await expect(coverage).toBeVisible();
    await expect(coverage).toHaveAttribute('aria-expanded', 'false');
    const firstCard = page.locator('[id^="achievement-"]').first();
    const top = (await firstCard.boundingBox())?.y ?? Infinity;
    expect(top, 'the first card starts within the first screen').toBeLessThan(844);

    await coverage.tap();
    await expect(coverage).toHaveAttribute('aria-expanded', 'true');
    const criterionRows = page
      .getByRole('button', { pressed: false })
      .filter({ hasText: /No evidence yet/ });
    await expect(criterionRows.first()).toBeVisible();
    // Choosing a criterion folds the list again and names the filter on the line.
    await page.getByRole('button', { name: /Performing job duties/, pressed: false }).tap();
    await expect(coverage).toHaveAttribute('aria-expanded', 'false');
    await expect(coverage).toContainText('Performing job duties');
    await expect(page.getByRole('button', { name: /Search and filters/ })).toContainText(
      '1 filter on',
    );
  });

  test('“Show them” on the returned banner brings the returned evidence and its comment into view, outlined', async ({
    browser,
    request,
  }) => {
    const { page, returnedDescription, comment } = await teacherWithReturnedEvidence(
      browser,
      request,
    );
    await page.getByRole('button', { name: 'Show them' }).tap();
    const returned = cardOf(page, returnedDescription);
    await expect(returned).toHaveAttribute('data-highlighted', 'true');
    await expect(returned.getByRole('alert')).toContainText(comment);
    await expectInView(page, returned.getByRole('alert'), 'the principal’s comment');
    await expectInView(page, returned.getByText(returnedDescription), 'the returned evidence');
  });

  test('a corrected piece saved from the “returned” filter stays in view, and the page says where it went', async ({
    browser,
    request,
  }) => {
    const { page, returnedDescription } = await teacherWithReturnedEvidence(browser, request);
    await page.getByRole('button', { name: 'Show them' }).tap();
    await cardOf(page, returnedDescription).getByRole('button', { name: 'Edit' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Edit evidence' });
    const corrected = `${returnedDescription}, with the attendance sheet`;
    await drawer.getByLabel('Description').fill(corrected);
    await drawer.getByRole('button', { name: 'Save' }).tap();
    await expect(drawer).toBeHidden();

    const card = cardOf(page, corrected);
    await expect(card).toHaveCount(1);
    await expectInView(page, card.getByText(corrected), 'the corrected evidence');
    await expect(page.getByText(/sent back for review/i).first()).toBeVisible();
  });
});

/**
 * Holds the end of every first pull: its last page is answered as if more followed, and the
 * request for that "more" waits for `release`, so the progress line above the list stays until
 * the test lets it go and the layout above the list changes under a card already scrolled to.
 */
async function holdTheFirstPullsEnd(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const fakedEnds = new Set<string>();
  await context.route('**/api/sync/pull**', async (route) => {
    const cursor = new URL(route.request().url()).searchParams.get('cursor');
    if (cursor !== null && fakedEnds.has(cursor)) {
      await released;
      await route.continue().catch(() => undefined);
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as {
      result?: { cursor: string; hasMore: boolean; reset: boolean };
    };
    if (body.result?.reset === true && !body.result.hasMore) {
      fakedEnds.add(body.result.cursor);
      body.result.hasMore = true;
    }
    await route.fulfill({ response, json: body });
  });
  return release;
}

test('evidence opened from a notification deep in a long list stops below the header, its top in view', async ({
  browser,
  request,
}) => {
  const member = await addTeacherToDemoSchool(request, 'Ghadah Al-Mutlaq', teacherPassword);
  const stamp = Date.now();
  const ids: string[] = [];
  // More than the list draws whole (`fullyRenderedCards`): it is virtual and scrolls to the
  // piece itself.
  for (let day = 1; day <= 70; day += 1) {
    const id = randomUUID();
    ids.push(id);
    await postAs(request, member.token, '/achievements', {
      id,
      description: `Morning assembly talk ${day} ${stamp}`,
      event_start_at: new Date(Date.UTC(2026, 8, day, 5)).toISOString(),
      duration_minutes: 20,
      location: 'Courtyard',
      criterion_ids: [member.criterionId],
      evidence_type: 'other',
    });
  }
  const context = await browser.newContext(phone);
  const releaseTheFirstPull = await holdTheFirstPullsEnd(context);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, member.email, teacherPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Newest first: talk 30 is the 41st card, in the middle of the list, where the scroll is not
  // cut short by the list's end.
  await page.goto(`/achievements?open=${ids[29] ?? ''}`);
  const opened = cardOf(page, `Morning assembly talk 30 ${stamp}`);
  await expect(opened).toHaveAttribute('data-highlighted', 'true');
  const header = page.getByRole('banner');
  const belowTheHeader = async () => {
    const [card, bar] = [await opened.boundingBox(), await header.boundingBox()];
    return card !== null && bar !== null && card.y >= bar.y + bar.height;
  };
  const firstPull = page.getByRole('status').filter({ hasText: 'Bringing your data' });
  await expect(firstPull).toBeVisible();
  await expect
    .poll(belowTheHeader, { message: 'the opened evidence starts below the header' })
    .toBe(true);

  // The first pull ends and its line above the list goes: the card stays where it was put.
  releaseTheFirstPull();
  await expect(firstPull).toBeHidden();
  await expect
    .poll(belowTheHeader, { message: 'once the first pull ends, it still starts below the header' })
    .toBe(true);
  await expectInView(
    page,
    opened.getByText(`Morning assembly talk 30 ${stamp}`),
    'its description',
  );
});
