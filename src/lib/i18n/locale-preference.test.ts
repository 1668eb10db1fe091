import { afterEach, describe, expect, it, vi } from 'vitest';

import { directionOf, storeLocale } from './locale-preference.ts';

describe('directionOf', () => {
  it('sets Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('storeLocale', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('keeps the choice in storage and in a year-long cookie the server reads for /', () => {
    const cookieWrites: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
    });

    storeLocale('ar');

    expect(localStorage.getItem('locale')).toBe('ar');
    expect(cookieWrites).toEqual(['locale=ar; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('still sets the cookie when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    storeLocale('en');

    expect(document.cookie).toContain('locale=en');
  });
});
