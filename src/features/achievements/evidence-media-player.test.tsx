import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { EvidenceMediaPlayer } from './evidence-media-player.tsx';
import { localFile } from './testing/local-file.ts';

let db: UserDb;
const objectUrls = new Map<string, Blob>();
let urlsMade = 0;

beforeAll(() => {
  // jsdom has no object URLs: they are kept here.
  URL.createObjectURL = (blob: Blob) => {
    urlsMade += 1;
    const url = `blob:test/${urlsMade}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => objectUrls.delete(url);
  // Everything observed is in view at once: the player asks for its address when seen.
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      this.callback([entry], this);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
});
beforeEach(() => {
  activateSourceEnglish();
  objectUrls.clear();
  db = openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

const localVideo = (name: string) => localFile(db, name, 'video/mp4');

describe('EvidenceMediaPlayer', () => {
  it('plays the teacher’s unsynced video from the device’s Blob, with download beside it', async () => {
    const file = await localVideo('science-fair.mp4');
    const { unmount } = renderWithProviders(<EvidenceMediaPlayer file={file} />);

    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no player yet');
      return element;
    });
    const src = video.getAttribute('src') ?? '';
    // An object URL of the Blob this device keeps (fake-indexeddb returns a copy of it).
    expect(src).toMatch(/^blob:/);
    expect(objectUrls.get(src)).toBeDefined();
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Video: science-fair.mp4');
    expect(screen.getByRole('button', { name: 'Download science-fair.mp4' })).toBeTruthy();

    unmount();
    expect(objectUrls.has(src)).toBe(false);
  });
});
