import type { Page } from './playwright.ts';

import { demoOrganization, demoUsers } from '../../../server/src/seed/demo-data.ts';

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

/**
 * What an Arabic screen shows that escaped translation: Latin-script text other than brands,
 * file formats and what the seeded people typed, and Arabic-Indic digits (one numbering system
 * on a screen: Latin digits, as Intl is told in contract/intl-locale.ts). Only seeded data may be
 * on the screen: what other tests type, in English, would count. Throws when the screen shows no
 * Arabic at all, where the check would mean nothing.
 */
export async function textEscapingTranslation(page: Page): Promise<string[]> {
  const texts = await visibleTexts(page);
  if (!texts.some(({ text }) => /[\u0600-\u06FF]/.test(text))) {
    throw new Error(`${page.url()} shows no Arabic`);
  }
  return texts
    .filter((shown) => untranslated(shown) || /[\u0660-\u0669\u06F0-\u06F9]/.test(shown.text))
    .map(({ text, where }) => `${where}: ${text}`);
}
