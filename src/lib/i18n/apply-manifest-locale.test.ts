import { afterEach, describe, expect, it } from 'vitest';

import { applyManifestLocale } from './apply-manifest-locale.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyManifestLocale', () => {
  it('points an Arabic page at the Arabic manifest and home-screen name, and back', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';

    applyManifestLocale('ar');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.ar.webmanifest',
    );
    const title = () =>
      document.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content');
    expect(title()).toBe('شواهد');

    applyManifestLocale('en');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    expect(title()).toBe('Shawahid');
    expect(document.querySelectorAll('meta[name="apple-mobile-web-app-title"]')).toHaveLength(1);
  });
});
