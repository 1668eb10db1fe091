import { i18n, type Messages } from '@lingui/core';

import type { Locale } from '../../../contract/constants.ts';

import { directionOf, storeLocale } from './locale-preference.ts';

// Each catalogue is its own chunk, loaded only for the language in use.
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
};

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  applyDocumentLocale(locale);
  storeLocale(locale);
}

export { i18n };
