import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { expect, test } from './support/playwright.ts';

import { logInThroughTheForm } from './support/accounts.ts';
import { addTeacherToDemoSchool } from './support/demo-school-teacher.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';
import { pushAchievementsAs } from './support/pushed-achievements.ts';

const password = 'Printed#2026';
// More than the device reads for the portfolio in one task (watch-table-in-slices.ts).
const count = 620;

/** The text of a PDF, white space closed up. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 })
    .toString('utf8')
    .replace(/\s/g, '');
}

test('the printed portfolio holds every piece, the one saved a moment before included', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const teacher = await addTeacherToDemoSchool(request, 'Reem Al-Dosari', password);
  const stamp = randomUUID().replace(/[^a-f]/g, '');
  await pushAchievementsAs(
    request,
    teacher.token,
    Array.from({ length: count }, (_, index) => ({
      description: `Reading circle ${index + 1} of ${stamp}`,
      eventStartAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
      criterionId: teacher.criterionId,
    })),
  );

  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, teacher.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/achievements');
  await expect(page.getByText(`Reading circle ${count} of ${stamp}`).first()).toBeVisible();

  // The print dialog, stood in for: what the portfolio holds the moment it would open.
  await page.evaluate(() => {
    window.print = () => {
      const portfolio = [...document.querySelectorAll('section[aria-hidden="true"]')];
      document.body.dataset.printed = portfolio.map((part) => part.textContent).join(' ');
    };
  });
  const drawer = await fillNewEvidence(page, {
    description: `Printed at once ${stamp}`,
    type: 'Other',
  });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  // Printed right after the save, with every piece the device holds.
  await page.getByRole('button', { name: 'Print portfolio' }).click();
  await expect(page.locator('body[data-printed]')).toHaveCount(1);
  const shown = ((await page.locator('body').getAttribute('data-printed')) ?? '').replace(
    /\s/g,
    '',
  );
  expect(shown).toContain(`Printedatonce${stamp}`);
  expect(new Set(shown.match(new RegExp(`Readingcircle\\d+of${stamp}`, 'g'))).size).toBe(count);

  // What the browser prints, as Ctrl+P would.
  await page.emulateMedia({ media: 'print' });
  const printed = pdfText(await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
  expect(printed).toContain(`Printedatonce${stamp}`);
  for (const index of [1, 500, 501, count]) {
    expect(printed).toContain(`Readingcircle${index}of${stamp}`);
  }
  expect(new Set(printed.match(new RegExp(`Readingcircle\\d+of${stamp}`, 'g'))).size).toBe(count);
});
