import { execFileSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import type { Locale } from '../../../../../contract/constants.ts';
import {
  normalisedText,
  pdfText,
  wordsOnPage,
  type PlacedWord,
} from '../../../testing/pdf-text.ts';
import {
  makeEvidence,
  makePortfolioContent,
  renderTestPortfolio,
} from '../../../testing/render-test-portfolio.ts';

const arabicWithEmoji = '📚 درس عن Google Classroom 👍';
const englishWithEmoji = 'Class trip 🚌 to the museum';
const sequences = 'المعلمة 👩‍🏫 مع الطالبات 🇸🇦 في اليوم الوطني 👍🏽 1️⃣';

function renderEntries(descriptions: string[], locale: Locale): Promise<Buffer> {
  const items = descriptions.map((description, index) =>
    makeEvidence({ id: `e${index}`, description }),
  );
  return renderTestPortfolio(makePortfolioContent(items), locale);
}

const arabicLetter = /\p{Script=Arabic}/u;

/**
 * The words of the line that holds `word`, from the left edge of the page to the right, as
 * typed: pdftotext's boxes list a word's glyphs left to right, so an Arabic word is turned
 * back.
 */
function lineHolding(words: PlacedWord[], word: string): string[] {
  const typed = words.map((placed) =>
    arabicLetter.test(placed.text)
      ? { ...placed, text: [...placed.text].reverse().join('') }
      : placed,
  );
  const found = typed.find((placed) => placed.text === word);
  expect(found, `"${word}" among ${typed.map((placed) => placed.text).join(' ')}`).toBeDefined();
  return typed
    .filter((placed) => Math.abs(placed.y - (found?.y ?? 0)) < 4)
    .sort((a, b) => a.x - b.x)
    .map((placed) => placed.text);
}

// A cover and the contents come first: the criterion's evidence starts on page 3.
const evidencePage = 3;

describe.each(['ar', 'en'] as const)('emoji in a portfolio in %s', (locale) => {
  it('embeds a monochrome emoji font for them instead of printing empty boxes', async () => {
    const pdf = await renderEntries([arabicWithEmoji, englishWithEmoji], locale);
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString();
    const emojiFonts = fonts.split('\n').filter((line) => line.includes('NotoEmoji'));
    expect(emojiFonts.length, fonts).toBeGreaterThan(0);
    // name, type, encoding, then "emb": embedded, so it prints the same everywhere.
    for (const line of emojiFonts) expect(line).toMatch(/Identity-H\s+yes\s+yes\s+yes/);
    // Copied or searched, the text keeps its emoji and its words in the order typed (an emoji
    // beside a Latin name in Arabic comes out on the name's side: docs/portfolio.md).
    const reading = normalisedText(pdfText(pdf));
    expect(reading).toContain(englishWithEmoji);
    expect(reading).toContain('📚 درس عن');
    expect(reading).toMatch(/👍 ?Google Classroom|Google Classroom ?👍/);
  });

  it('keeps each emoji where it was typed, in Arabic and in English text', async () => {
    const pdf = await renderEntries([arabicWithEmoji, englishWithEmoji], locale);
    const words = wordsOnPage(pdf, evidencePage);
    // Right to left: the books first, the thumbs up last, after the Latin name.
    expect(lineHolding(words, 'Classroom')).toEqual([
      '👍',
      'Google',
      'Classroom',
      'عن',
      'درس',
      '📚',
    ]);
    expect(lineHolding(words, 'museum')).toEqual(['Class', 'trip', '🚌', 'to', 'the', 'museum']);
  });

  it('draws a sequence (a woman teacher, a flag, a keycap) as one glyph, where it was typed', async () => {
    const words = wordsOnPage(await renderEntries([sequences], locale), evidencePage);
    // Right to left, each emoji between the words it was typed between. A flag's letters are
    // left to right in Unicode, a keycap's digit a number: neither moves. A skin tone has no
    // form in a monochrome font: the hand is drawn once, without a swatch beside it.
    expect(lineHolding(words, 'المعلمة')).toEqual([
      '1️⃣',
      '👍',
      'الوطني',
      'اليوم',
      'في',
      '🇸🇦',
      'الطالبات',
      'مع',
      '👩‍🏫',
      'المعلمة',
    ]);
    const teacher = words.find((word) => word.text === '👩‍🏫');
    const flag = words.find((word) => word.text === '🇸🇦');
    // One glyph is about 1.3 em (14 pt at the body's 11 pt); a woman beside a school, two.
    for (const emoji of [teacher, flag]) expect(emoji?.width).toBeLessThan(16);
  });
});
