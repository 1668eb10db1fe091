import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { preloadScreensOnIntent } from './preload-on-intent.ts';
import { preloadScreenFor } from './route-screens.tsx';

vi.mock('./route-screens.tsx', () => ({ preloadScreenFor: vi.fn(() => Promise.resolve()) }));

const preloaded = vi.mocked(preloadScreenFor);

function press(element: Element) {
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.innerHTML = '<span><bdi>Reem Al-Harbi</bdi></span>';
  document.body.append(anchor);
  return anchor;
}

describe('preloadScreensOnIntent', () => {
  let stop: () => void;
  beforeEach(() => {
    preloaded.mockClear();
    stop = preloadScreensOnIntent();
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('loads the screen of an in-app link when it is pressed, before its click', () => {
    press(link('/review?userId=teacher-1').querySelector('bdi') as Element);
    expect(preloaded).toHaveBeenCalledWith('/review');
  });

  it('leaves links out of the app, downloads and new tabs alone', () => {
    press(link('https://example.com/review'));
    press(link('/api/portfolio.pdf', { download: '' }));
    press(link('/achievements', { target: '_blank' }));
    press(document.body);
    expect(preloaded).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    stop();
    press(link('/achievements'));
    expect(preloaded).not.toHaveBeenCalled();
  });
});
