import { i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { catalogLoaders } from 'virtual:catalog-loaders';

import type { Locale } from '../../../contract/constants.ts';
import { intlLocale } from '../../../contract/intl-locale.ts';
import { prepareCommonFormatters } from '../format/intl-formatters.ts';

import { directionOf, storeLocale } from './locale-preference.ts';
import { applyManifestLocale } from './apply-manifest-locale.ts';

/**
 * Each language's catalogue is split by where its messages are used: `shell` for the
 * first paint, and one group per folder of lazily loaded code (see `withCatalogs`).
 */
const loadedGroups = new Set<string>(['shell']);

async function loadGroups(locale: Locale, groups: Iterable<string>): Promise<Messages> {
  const loaders = catalogLoaders[locale] ?? {};
  const parts = await Promise.all(
    [...groups].map((group) => {
      const load = loaders[group];
      if (!load) throw new Error(`No "${group}" catalogue for ${locale}`);
      return load().then((module) => module.messages);
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  applyManifestLocale(locale);
}

/** Loads every group loaded so far in `locale` and makes it the active language. */
export async function loadLocale(locale: Locale): Promise<void> {
  const messages = await loadGroups(locale, loadedGroups);
  // Lingui formats the counts inside messages with Intl too: the same tag as everywhere else,
  // or WebKit writes a bare `ar` with Arabic-Indic digits beside the Latin ones.
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
}

export async function activateLocale(locale: Locale): Promise<void> {
  const loading = loadLocale(locale);
  // The first formatter a page builds loads the locale data: done while the catalogue
  // downloads, it no longer holds up the first screen that shows a number or a date. In
  // tasks of their own, they do not lengthen the one that evaluated the app's code either.
  prepareCommonFormatters(locale);
  await loading;
  applyDocumentLocale(locale);
  storeLocale(locale);
}

/** Loads the messages of the given groups in the active language, once each. */
export async function loadCatalogGroups(groups: readonly string[]): Promise<void> {
  const missing = groups.filter((group) => !loadedGroups.has(group));
  if (missing.length === 0) return;
  const locale = i18n.locale as Locale;
  const messages = await loadGroups(locale, missing);
  for (const group of missing) loadedGroups.add(group);
  addMessages(locale, messages);
  // The language changed while loading: the new one needs these groups too.
  const current = i18n.locale as Locale;
  if (current !== locale) addMessages(current, await loadGroups(current, missing));
}

/**
 * Lingui's provider redraws every screen that speaks when messages are added. Added in a
 * transition, that redraw goes in slices a phone can interrupt, instead of one long task
 * each time a lazily loaded part brings its words (docs/page-start.md); the part itself
 * waits for its words, so nothing shows untranslated.
 */
function addMessages(locale: Locale, messages: Messages): void {
  startTransition(() => i18n.load(locale, messages));
}

/**
 * Wraps a lazy import so that the chunk arrives together with the catalogue groups
 * its screens speak; a test checks each call names every group its imports need.
 */
export function withCatalogs<T>(
  groups: readonly string[],
  load: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogGroups(groups)]).then(([module]) => module);
}

export { i18n };
