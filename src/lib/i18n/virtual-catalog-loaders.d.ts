declare module 'virtual:catalog-loaders' {
  import type { Messages } from '@lingui/core';

  /** Per language, one loader per catalogue group (scripts/catalogs/split-catalogs-plugin.ts). */
  export const catalogLoaders: Record<
    string,
    Record<string, () => Promise<{ messages: Messages }>>
  >;
}
