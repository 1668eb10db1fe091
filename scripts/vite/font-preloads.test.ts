import { describe, expect, it } from 'vitest';

import { fontFilesByLocale } from './font-preloads.ts';

const config = {
  family: 'plex',
  weights: [400, 700],
  subsets: { en: ['latin'], ar: ['arabic', 'latin'] },
};

const built = [
  'assets/plex-latin-400-normal-aaa.woff2',
  'assets/plex-latin-700-normal-bbb.woff2',
  'assets/plex-latin-ext-400-normal-ccc.woff2',
  'assets/plex-arabic-400-normal-ddd.woff2',
  'assets/plex-arabic-700-normal-eee.woff2',
  'assets/plex-latin-400-normal-aaa.woff',
  'assets/index-fff.js',
];

describe('the font files each language preloads', () => {
  it('names each subset and weight of the language once, and nothing else', () => {
    expect(fontFilesByLocale(built, config)).toEqual({
      en: ['assets/plex-latin-400-normal-aaa.woff2', 'assets/plex-latin-700-normal-bbb.woff2'],
      ar: [
        'assets/plex-arabic-400-normal-ddd.woff2',
        'assets/plex-arabic-700-normal-eee.woff2',
        'assets/plex-latin-400-normal-aaa.woff2',
        'assets/plex-latin-700-normal-bbb.woff2',
      ],
    });
  });

  it('stops the build when a weight it should preload was not built', () => {
    expect(() => fontFilesByLocale(built, { ...config, weights: [400, 500] })).toThrow(
      'assets/plex-latin-500-normal-',
    );
  });
});
