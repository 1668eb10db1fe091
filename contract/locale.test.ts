import { describe, expect, it } from 'vitest';

import { detectInitialLocale } from './locale.ts';

describe('detectInitialLocale', () => {
  it('keeps the stored choice', () => {
    expect(detectInitialLocale('ar', ['en-US'])).toBe('ar');
    expect(detectInitialLocale('en', ['ar-SA'])).toBe('en');
  });

  it('follows the browser language when it is Arabic or English', () => {
    expect(detectInitialLocale(null, ['ar-SA', 'en'])).toBe('ar');
    expect(detectInitialLocale(null, ['en-GB'])).toBe('en');
  });

  it('falls back to English for other languages and junk in storage', () => {
    expect(detectInitialLocale(null, ['fr-FR', 'ar'])).toBe('en');
    expect(detectInitialLocale('de', [])).toBe('en');
  });
});
