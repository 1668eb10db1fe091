import { emojiFaceOf, type EmojiFace } from './emoji-font.ts';
import { textFaceCovering } from './pdf-fonts.ts';

/** An emoji as typed, characters `start` to `end` (exclusive), drawn whole by one face. */
export interface EmojiCluster {
  start: number;
  end: number;
  face: EmojiFace;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const mayHoldEmoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F|\u20E3/u;
// Shown as emoji by default, or asked to be (U+FE0F after ©, ❤; a keycap's U+20E3).
const asksForEmoji = /\p{Emoji_Presentation}|\uFE0F|\u20E3/u;
// Parts of a sequence with nothing to draw alone.
const joinerOrSelector = /\u200D|\uFE0E|\uFE0F/;

function emojiAt(text: string, start: number, end: number): EmojiCluster | undefined {
  const typed = text.slice(start, end);
  const firstCodePoint = typed.codePointAt(0) ?? 32;
  const wanted = asksForEmoji.test(typed) || textFaceCovering(firstCodePoint) === undefined;
  const face = wanted ? emojiFaceOf(typed) : undefined;
  return face && { start, end, face };
}

/**
 * The emoji of a paragraph, by each UTF-16 index they span. A user-perceived character (a
 * grapheme: "👩‍🏫" is five code units) is one emoji; one the font cannot draw whole gives
 * each of its pictures alone. Other characters ("©", "1", "#" without U+FE0F) keep the text
 * faces.
 */
export function emojiClustersOf(text: string): Map<number, EmojiCluster> {
  const clusters = new Map<number, EmojiCluster>();
  if (!mayHoldEmoji.test(text)) return clusters;
  const add = (cluster: EmojiCluster | undefined) => {
    if (!cluster) return;
    for (let index = cluster.start; index < cluster.end; index += 1) clusters.set(index, cluster);
  };
  for (const { segment, index } of graphemes.segment(text)) {
    if (!mayHoldEmoji.test(segment)) continue;
    const whole = emojiAt(text, index, index + segment.length);
    if (whole) {
      add(whole);
      continue;
    }
    let offset = index;
    for (const character of segment) {
      if (!joinerOrSelector.test(character)) add(emojiAt(text, offset, offset + character.length));
      offset += character.length;
    }
  }
  return clusters;
}
