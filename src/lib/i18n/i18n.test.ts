import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n, withCatalogs } from './i18n.ts';

// One message of the footer (in the first paint's `shell` group) and one of the landing page.
const footerHeading = msg`Platform`;
const heroTagline = msg`For teachers and school leaders in Saudi Arabia`;

describe('catalogue groups', () => {
  afterEach(() => localStorage.clear());

  it('starts with the shell only, and a lazily loaded screen brings its own messages', async () => {
    await activateLocale('ar');
    expect(i18n._(footerHeading)).toBe('المنصة');
    expect(i18n._(heroTagline)).not.toBe('للمعلمين وقادة المدارس في المملكة العربية السعودية');

    const screen = { default: 'landing screen' };
    const load = withCatalogs(['landing'], () => Promise.resolve(screen));
    await expect(load()).resolves.toBe(screen);
    expect(i18n._(heroTagline)).toBe('للمعلمين وقادة المدارس في المملكة العربية السعودية');
  });

  it('switching language brings every group loaded so far in the new language', async () => {
    await activateLocale('ar');
    await withCatalogs(['landing'], () => Promise.resolve(null))();
    await activateLocale('en');
    expect(i18n._(heroTagline)).toBe('For teachers and school leaders in Saudi Arabia');
    await activateLocale('ar');
    expect(i18n._(heroTagline)).toBe('للمعلمين وقادة المدارس في المملكة العربية السعودية');
  });
});

describe('digits in Arabic', () => {
  const NativeNumberFormat = Intl.NumberFormat;
  const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/;

  afterEach(() => {
    Intl.NumberFormat = NativeNumberFormat;
    localStorage.clear();
  });

  it('counts in messages use Latin digits even where the engine writes Arabic-Indic by default', async () => {
    // WebKit (ICU's CLDR data) writes Arabic-Indic digits for a bare `ar`; Node and Chromium
    // do not, so the engine's choice is replayed here for any Arabic tag without `-nu-`.
    Intl.NumberFormat = function NumberFormat(
      locales?: string | readonly string[],
      options?: Intl.NumberFormatOptions,
    ) {
      const tags = [locales ?? []].flat();
      const first = tags[0] ?? '';
      const engineDefault = first.startsWith('ar') && !first.includes('-nu-');
      return new NativeNumberFormat(engineDefault ? `${first}-u-nu-arab` : tags, options);
    } as unknown as typeof Intl.NumberFormat;

    await activateLocale('ar');
    const counted = i18n._({
      id: 'test.count',
      message: '{n, plural, one {# شاهد} other {# شواهد}}',
      values: { n: 4 },
    });
    expect(counted).not.toMatch(arabicIndic);
    expect(counted).toContain('4');
    expect(i18n.number(1234)).toBe('1,234');
  });
});
