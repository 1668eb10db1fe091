/** What tells Safari on an iPhone or iPad apart: it has no install prompt, only Share. */
export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
}

// Other iOS browsers and in-app web views show their own menus, where the steps differ.
const notSafari =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|Snapchat|Twitter/;

/** Safari on an iPhone, iPod or iPad (iPadOS asks for the desktop site, as a Mac with touch). */
export function isIosSafari({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  const iosDevice =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return iosDevice && /Safari\//.test(userAgent) && !notSafari.test(userAgent);
}
