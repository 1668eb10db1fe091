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
