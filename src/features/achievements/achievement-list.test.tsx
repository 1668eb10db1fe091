import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { AchievementList } from './achievement-list.tsx';
import { numberedRow } from './testing/numbered-row.ts';

beforeAll(activateSourceEnglish);

const rows = Array.from({ length: 200 }, (_, index) => numberedRow(index));

/**
 * The card indexes in the document when the list's first commit is laid out: a parent's layout
 * effect runs after its children's and before any update they scheduled in theirs.
 */
function FirstCommit({ children, seen }: { children: ReactNode; seen: number[][] }) {
  useLayoutEffect(() => {
    const drawn = [...document.querySelectorAll<HTMLElement>('[data-index]')];
    seen.push(drawn.map((card) => Number(card.dataset.index)));
  }, [seen]);
  return children;
}

function firstCommitOfList(): number[] {
  const seen: number[][] = [];
  renderWithProviders(
    <FirstCommit seen={seen}>
      <AchievementList rows={rows} criteriaById={new Map()} empty={null} />
    </FirstCommit>,
  );
  return seen[0] ?? [];
}

function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => scrollWindowTo(0));

describe('a long achievement list', () => {
  it('draws the cards that fill the window in its first commit, not in a second pass', () => {
    const drawn = firstCommitOfList();
    // A card is about 200 px tall: the window's height in cards, and the overscan below.
    expect(drawn[0]).toBe(0);
    expect(drawn.length).toBeGreaterThanOrEqual(Math.ceil(window.innerHeight / 200));
    expect(drawn.length).toBeLessThan(20);
  });

  it('drawn again while the window is scrolled down (a filter cleared), starts at the cards in view', () => {
    scrollWindowTo(10_000);
    const drawn = firstCommitOfList();
    expect(drawn).toContain(50);
    expect(drawn).not.toContain(0);
  });
});
