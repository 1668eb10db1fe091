import { expect, test, type Page } from './support/playwright.ts';

import { demoOrganization, demoUsers } from '../../server/src/seed/demo-data.ts';

import { visitMainScreens } from './support/main-screens.ts';
import {
  startServerInstance,
  stopServerInstance,
  type ServerInstance,
} from './support/server-instance.ts';

/**
 * Words that stay in Latin script on an Arabic screen: the language switch names English in
 * English, and brands and file formats are written as their owners write them.
 */
const keptInLatinScript = [
  'English',
  'Apple Pay',
  'STC Pay',
  'WhatsApp',
  'TikTok',
  'X',
  'PDF',
  'JPEG',
  'PNG',
  'WebP',
  'IP',
];

/** What people typed (the seeded accounts and school), shown as they typed it. */
const seededNames = demoUsers.map((user) => user.fullName).concat(demoOrganization.name);
const typedByPeople = [
  ...seededNames,
  ...demoUsers.flatMap((user) => [user.email, user.job ?? '']),
  demoOrganization.subdomain,
  demoOrganization.contactEmail,
].filter(Boolean);

/** Avatars show a name's initials, as Mantine takes them: the first two words' letters. */
const initials = new Set(
  seededNames.map((name) =>
    name
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0] ?? '')
      .join('')
      .toUpperCase(),
  ),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const allowed = [...typedByPeople, ...keptInLatinScript]
  .sort((a, b) => b.length - a.length)
  .map((value) => new RegExp(`(?<![A-Za-z])${escapeRegExp(value)}(?![A-Za-z])`, 'g'));

/** The visible text and accessible names of the page, each with where it was found. */
async function visibleTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const texts: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!text || !element || element.closest('script, style, noscript')) continue;
      if (!element.checkVisibility()) continue;
      texts.push({ text, where: `<${element.tagName.toLowerCase()}>` });
    }
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        // Hidden from everyone, e.g. the textarea Mantine measures autosizing text with.
        if (element.closest('[aria-hidden="true"]')) continue;
        const text = element.getAttribute(attribute)?.trim() ?? '';
        if (text) texts.push({ text, where: `[${attribute}]` });
      }
    }
    return texts;
  });
}

function untranslated({ text }: { text: string }): boolean {
  if (initials.has(text)) return false;
  const rest = allowed.reduce((remaining, pattern) => remaining.replace(pattern, ' '), text);
  return /[A-Za-z]/.test(rest);
}

// A server of its own with only the seeded data: what the suite's other tests type (in
// English) would otherwise show on these screens.
let instance: ServerInstance | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startServerInstance();
});

test.afterAll(async () => {
  if (instance) await stopServerInstance(instance);
});

test('no user-facing string escapes translation: the main screens in Arabic show no English and no Arabic-Indic digit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  // One numbering system on a screen: Latin digits, as Intl is told (contract/intl-locale.ts).
  const arabicIndicDigits: string[] = [];
  const baseURL = instance?.url ?? '';
  await visitMainScreens(
    { browser, baseURL },
    { locale: 'ar', theme: 'light' },
    async (page, path) => {
      const texts = await visibleTexts(page);
      // The check means something only where the screen did render its Arabic.
      expect(
        texts.some(({ text }) => /[\u0600-\u06FF]/.test(text)),
        path,
      ).toBe(true);
      for (const { text, where } of texts.filter(untranslated))
        found.push(`${path} ${where}: ${text}`);
      for (const { text, where } of texts.filter(({ text }) =>
        /[\u0660-\u0669\u06F0-\u06F9]/.test(text),
      ))
        arabicIndicDigits.push(`${path} ${where}: ${text}`);
    },
  );
  expect(found).toEqual([]);
  expect(arabicIndicDigits).toEqual([]);
});
