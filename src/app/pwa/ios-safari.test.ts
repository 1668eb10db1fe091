import { describe, expect, it } from 'vitest';

import { isIosSafari } from './ios-safari.ts';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iPadDesktopSite =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const iPhoneInstagram =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';

describe('isIosSafari', () => {
  it('recognises Safari on an iPhone, and on an iPad asking for the desktop site', () => {
    expect(isIosSafari({ userAgent: iPhoneSafari, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: iPadDesktopSite, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves out a Mac, other iOS browsers, in-app views and Android', () => {
    expect(isIosSafari({ userAgent: iPadDesktopSite, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: iPhoneChrome, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: iPhoneInstagram, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: androidChrome, maxTouchPoints: 5 })).toBe(false);
  });
});
