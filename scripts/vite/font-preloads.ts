/** The typeface's files a page in each language draws its first screen with. */
export interface FontPreloadConfig {
  /** Fontsource's file prefix, e.g. `ibm-plex-sans-arabic`. */
  family: string;
  weights: readonly number[];
  /** The unicode-range subsets each language's text falls in. */
  subsets: Readonly<Record<string, readonly string[]>>;
}

/**
 * The built font files per language (`assets/<family>-<subset>-<weight>-normal-<hash>.woff2`),
 * among `fileNames`. A file the config names but the build lacks stops the build: a renamed
 * or dropped weight would otherwise silently go back to loading late.
 */
export function fontFilesByLocale(
  fileNames: readonly string[],
  config: FontPreloadConfig,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(config.subsets).map(([locale, subsets]) => [
      locale,
      subsets.flatMap((subset) =>
        config.weights.map((weight) => {
          const prefix = `assets/${config.family}-${subset}-${weight}-normal-`;
          const matches = fileNames.filter(
            (name) => name.startsWith(prefix) && name.endsWith('.woff2'),
          );
          const [match, ...others] = matches;
          if (!match || others.length > 0) {
            throw new Error(
              `font preloads: expected one ${prefix}*.woff2 in the build, found ${matches.length}`,
            );
          }
          return match;
        }),
      ),
    ]),
  );
}
