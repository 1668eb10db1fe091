import type { Plugin } from 'vite';

/**
 * Fails the build when an emitted file the service worker should precache is larger than
 * Workbox's per-file limit. Workbox only warns and leaves such a file out, and then what it
 * holds (the HEIC decoder, say) silently stops working offline.
 */
export function precacheSizeGuard(maximumBytes: number, precached: RegExp): Plugin {
  return {
    name: 'shawahid:precache-size-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const tooLarge = Object.values(bundle)
        .filter((output) => precached.test(output.fileName))
        .map((output) => ({
          name: output.fileName,
          bytes:
            output.type === 'chunk'
              ? Buffer.byteLength(output.code)
              : typeof output.source === 'string'
                ? Buffer.byteLength(output.source)
                : output.source.byteLength,
        }))
        .filter(({ bytes }) => bytes > maximumBytes);
      if (tooLarge.length > 0) {
        const list = tooLarge.map(({ name, bytes }) => `${name} (${bytes} bytes)`).join(', ');
        this.error(
          `Larger than the service worker's precache limit of ${maximumBytes} bytes, so it would not work offline: ${list}`,
        );
      }
    },
  };
}
