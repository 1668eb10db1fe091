import { useLingui } from '@lingui/react';

import type { Locale } from '../../../contract/constants.ts';

import { activateLocale } from './i18n.ts';
import { isLocale } from '../../../contract/locale.ts';

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return { locale, setLocale: activateLocale };
}
