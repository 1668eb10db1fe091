import { describe, expect, it } from 'vitest';

import { emojiClustersOf } from './emoji-clusters.ts';

/** Each emoji of a text as typed, once. */
function emojiIn(text: string): string[] {
  const clusters = new Set(emojiClustersOf(text).values());
  return [...clusters].map((cluster) => text.slice(cluster.start, cluster.end));
}

describe('the emoji of a paragraph', () => {
  it('takes a sequence whole: a woman teacher, a flag, a keycap, a heart asked as emoji', () => {
    expect(emojiIn('المعلمة 👩‍🏫 🇸🇦 1️⃣ ❤️ 📚')).toEqual(['👩‍🏫', '🇸🇦', '1️⃣', '❤️', '📚']);
  });

  it('leaves characters that have a text form to the text faces unless U+FE0F asks', () => {
    expect(emojiIn('© 2026 #1 Room 12 ™')).toEqual([]);
    expect(emojiIn('©️')).toEqual(['©️']);
  });

  it('finds nothing in plain Arabic and English', () => {
    expect(emojiClustersOf('درس تطبيقي في الكسور with Sarah').size).toBe(0);
  });
});
