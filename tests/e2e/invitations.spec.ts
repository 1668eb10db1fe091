import { expect, test, type Browser, type Page } from './support/playwright.ts';

import { accessTokenOf, demo, logInThroughTheForm, uniqueEmail } from './support/accounts.ts';
import { postAs } from './support/demo-school-teacher.ts';
import { latestMailTo } from './support/outbox.ts';
import { pickDate } from './support/date-picker.ts';

async function englishPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  return page;
}

function tokenClaims(token: string | null): Record<string, unknown> {
  const payload = token?.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

test.describe('invitations', () => {
  test('a principal invites a teacher, who accepts from the emailed link and joins the staff list', async ({
    browser,
  }) => {
    const email = uniqueEmail('invited.teacher');
    const principal = await englishPage(browser);
    await logInThroughTheForm(principal, demo.principal);
    await expect(principal).toHaveURL(/\/dashboard$/);

    await principal.goto('/manage-users');
    await principal.getByRole('tab', { name: 'Invitations' }).click();
    const sentAt = new Date().toISOString();
    await principal.getByLabel('Email of the person to invite').fill(email);
    await principal.getByRole('button', { name: 'Send invitation' }).click();
    await expect(principal.getByText('The invitation was sent.')).toBeVisible();
    await expect(principal.getByRole('cell', { name: email, exact: true })).toBeVisible();

    const mail = await latestMailTo(email, sentAt);
    expect(mail.subject).toContain('Al-Noor Secondary School');
    const link = /https?:\/\/\S+\/accept-invitation\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link, 'the email holds the invitation link').not.toBe('');

    const invitee = await englishPage(browser);
    await invitee.goto(new URL(link).pathname + new URL(link).search);
    await expect(invitee.getByText('Al-Noor Secondary School')).toBeVisible();
    await expect(
      invitee.getByText('You are invited to join this school as a teacher.'),
    ).toBeVisible();
    await invitee.getByRole('button', { name: 'Create an account' }).click();

    await expect(invitee).toHaveURL(/\/signup$/);
    // The invited address and the school are not asked again, nor is a trial offered.
    await expect(
      invitee.getByRole('heading', {
        name: 'Create your account to join Al-Noor Secondary School',
      }),
    ).toBeVisible();
    await expect(invitee.getByLabel('Email')).toHaveValue(email);
    await expect(invitee.getByLabel('School name')).toHaveCount(0);
    await invitee.getByLabel('Full name').fill('Maha Al-Dosari');
    await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Madrasa#2026');
    await invitee.getByLabel('Mobile').fill('+966512345671');
    await pickDate(invitee, invitee.getByLabel('Date of birth'), '1991-03-12');
    const requestedAt = new Date().toISOString();
    await invitee.getByRole('button', { name: 'Send me a verification code' }).click();
    const code = /\b(\d{6})\b/.exec((await latestMailTo(email, requestedAt)).text)?.[1] ?? '';
    await invitee.getByRole('textbox', { name: 'Digit 1 of the verification code' }).focus();
    await invitee.keyboard.type(code);

    await expect(invitee).toHaveURL(/\/accept-invitation\?token=/);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/);
    const claims = tokenClaims(await invitee.evaluate(() => localStorage.getItem('accessToken')));
    expect(claims.organizationId).toEqual(expect.any(String));
    expect(claims.role).toBe('agent');

    await principal.reload();
    await principal.getByRole('tab', { name: 'Staff' }).click();
    await principal.getByLabel('Search').fill(email);
    await expect(principal.getByText('Maha Al-Dosari')).toBeVisible();
    await expect(principal.getByText(email)).toBeVisible();
    await principal.getByRole('tab', { name: 'Invitations' }).click();
    await principal.locator('label', { hasText: /^Accepted$/ }).click();
    await expect(principal.getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await expect(principal.getByRole('cell', { name: email, exact: true })).toBeVisible();
  });

  test('in Arabic on a phone, the comma after the invited address never starts a line', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('invited.teacher');
    const sentAt = new Date().toISOString();
    await postAs(request, await accessTokenOf(request, demo.principal), '/invitations', { email });
    const link = /\/accept-invitation\?token=[\w-]+/.exec((await latestMailTo(email, sentAt)).text);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto(link?.[0] ?? '');
    const sentence = page.getByText(/^الدعوة موجهة إلى/);
    await expect(sentence).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('accept-invitation-ar-360.png') });

    // Every width the sentence can take on a phone, down to a very narrow one: wherever the
    // lines break, the punctuation after the address stays on the address's last line.
    const orphaned = await sentence.evaluate((element) => {
      const address = element.querySelector('bdi');
      const after = address?.nextSibling;
      if (!address || !after?.textContent) return ['no address followed by text'];
      const lineOf = (node: Node, offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return Math.round(range.getClientRects()[0]?.top ?? -1);
      };
      const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT);
      let last: Text | null = null;
      while (walker.nextNode()) last = walker.currentNode as Text;
      const widths: string[] = [];
      for (let width = element.clientWidth; width >= 120; width -= 1) {
        element.style.width = `${width}px`;
        if (last && lineOf(last, last.data.length - 1) !== lineOf(after, 0)) {
          widths.push(`${width}px`);
        }
      }
      element.style.width = '';
      return widths;
    });
    expect(orphaned, 'widths where the comma starts a line').toEqual([]);
    await context.close();
  });

  test('a link that does not exist says so', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto(`/accept-invitation?token=${'x'.repeat(43)}`);
    await expect(page.getByText('This invitation is invalid or has expired.')).toBeVisible();
    await page.goto('/accept-invitation?token=not-a-token');
    await expect(page.getByText('This invitation is invalid or has expired.')).toBeVisible();
  });
});
