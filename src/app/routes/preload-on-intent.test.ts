import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { preloadScreensOnIntent } from './preload-on-intent.ts';
import { preloadScreenFor } from './route-screens.tsx';
import { askScreenDataOnTheWayTo } from './screen-data-early.ts';

vi.mock('./route-screens.tsx', () => ({ preloadScreenFor: vi.fn(() => Promise.resolve()) }));
vi.mock('./screen-data-early.ts', () => ({
  askScreenDataOnTheWayTo: vi.fn(() => Promise.resolve()),
}));

const preloaded = vi.mocked(preloadScreenFor);
const askedEarly = vi.mocked(askScreenDataOnTheWayTo);

function press(element: Element) {
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
}

function click(element: Element, init: MouseEventInit = {}) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
}

/** A tap: the press, then the click it ends in. */
function tap(element: Element) {
  press(element);
  click(element);
}

/** jsdom would try to follow a clicked link; the router does it in the app. */
const stayOnPage = (event: Event) => event.preventDefault();

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
    askedEarly.mockClear();
    stop = preloadScreensOnIntent();
    document.addEventListener('click', stayOnPage);
  });
  afterEach(() => {
    document.removeEventListener('click', stayOnPage);
    stop();
    document.body.replaceChildren();
  });

  it('loads the screen of an in-app link when it is pressed, and asks for its data at the click', () => {
    const name = link('/review?userId=teacher-1').querySelector('bdi') as Element;
    press(name);
    expect(preloaded).toHaveBeenCalledWith('/review');
    // A press may start a scroll over a list of links: no request yet.
    expect(askedEarly).not.toHaveBeenCalled();
    click(name);
    expect(askedEarly).toHaveBeenCalledWith('/review', '?userId=teacher-1');
  });

  it('does not ask for the data of a link opened in a new tab or window', () => {
    click(link('/review?userId=teacher-2'), { ctrlKey: true });
    click(link('/review?userId=teacher-2'), { button: 1 });
    expect(askedEarly).not.toHaveBeenCalled();
  });

  it('asks for the data of the page going back leads to, before the router draws it', () => {
    history.replaceState(null, '', '/achievements?view=staff');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(askedEarly.mock.calls).toEqual([['/achievements', '?view=staff']]);
    history.replaceState(null, '', '/');
  });

  it('leaves links out of the app, downloads and new tabs alone', () => {
    tap(link('https://example.com/review'));
    tap(link('/api/portfolio.pdf', { download: '' }));
    tap(link('/achievements', { target: '_blank' }));
    tap(document.body);
    expect(preloaded).not.toHaveBeenCalled();
    expect(askedEarly).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    stop();
    tap(link('/achievements?view=staff'));
    dispatchEvent(new PopStateEvent('popstate'));
    expect(preloaded).not.toHaveBeenCalled();
    expect(askedEarly).not.toHaveBeenCalled();
  });
});
