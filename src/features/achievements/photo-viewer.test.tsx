import { DirectionProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { AchievementCard } from './achievement-card.tsx';
import type { AchievementFileMeta, AchievementRow } from './achievement-row.ts';
import { localFile } from './testing/local-file.ts';

vi.mock('../../lib/api/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const serverBytes = vi.mocked(callEndpoint);

let db: UserDb;
const objectUrls = new Map<string, Blob>();
const revoked = new Set<string>();

beforeAll(() => {
  // jsdom has no object URLs: they are counted here.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${objectUrls.size + 1}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => revoked.add(url);
});
beforeEach(() => {
  activateSourceEnglish();
  objectUrls.clear();
  revoked.clear();
  serverBytes.mockReset();
  db = openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

const localPhoto = (name: string) => localFile(db, name, 'image/jpeg');

function makeRow(files: AchievementFileMeta[]): AchievementRow {
  const ids = files.map((file) => file.id);
  return {
    id: uuidv7(),
    syncState: 'pending',
    description: 'Reading circle with group 3',
    eventStartAt: '2026-11-18T09:30:00+03:00',
    durationMinutes: 45,
    location: 'Classroom 3B',
    criterionIds: [],
    evidenceType: 'image',
    links: [],
    fileIds: ids,
    files,
    updatedAt: '2026-11-18T09:30:00+03:00',
  };
}

/** The browser's Back button, as far as the router can tell. */
function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
}

async function renderCardWithPhotos() {
  const photos = [
    await localPhoto('board.jpg'),
    await localPhoto('group-work.jpg'),
    await localPhoto('reading-corner.jpg'),
  ];
  const plan: AchievementFileMeta = {
    id: uuidv7(),
    name: 'lesson-plan.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    local: false,
  };
  const files = [photos[0], plan, photos[1], photos[2]].filter((file) => file !== undefined);
  renderWithProviders(
    <>
      <AchievementCard row={makeRow(files)} criteriaById={new Map()} />
      <BackButton />
    </>,
  );
  return files;
}

/** The bytes each file id gave when read from this device, by id. */
function blobsReadFromTheDevice(): Map<string, Blob> {
  const read = new Map<string, Blob>();
  const get = db.files.get.bind(db.files);
  const getAndNote = async (id: string) => {
    const stored = await get(id);
    if (stored) read.set(id, stored.blob);
    return stored;
  };
  // Dexie's overloads of `get` are more than a spy's type can follow.
  vi.spyOn(db.files, 'get').mockImplementation(getAndNote as never);
  return read;
}

/**
 * Presses a photo in the card, focusing it first as a tap or click does in a browser, and
 * waits for the viewer (its code is loaded the first time a photo is opened) to be named by
 * its title, which Mantine links once the title has mounted.
 */
async function open(name: RegExp | string): Promise<HTMLElement> {
  const chip = screen.getByRole('button', { name });
  chip.focus();
  fireEvent.click(chip);
  await waitFor(() =>
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy(),
  );
  return chip;
}

/** A key pressed where the focus is, as a keyboard does. */
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

const viewer = () => screen.getByRole('dialog');
const shownName = () => within(viewer()).getByRole('heading').textContent;

describe('the photo viewer', () => {
  it('opens at the tapped photo, full size from this device, among the photos only', async () => {
    const files = await renderCardWithPhotos();
    const tappedId = files.find((file) => file.name === 'group-work.jpg')?.id ?? '';
    const readBlobs = blobsReadFromTheDevice();
    // A document keeps its download; a photo offers to be viewed.
    expect(screen.getByRole('button', { name: 'Download lesson-plan.pdf' })).toBeTruthy();
    await open('View group-work.jpg');

    expect(viewer().getAttribute('aria-labelledby')).toBeTruthy();
    expect(shownName()).toBe('group-work.jpg');
    expect(within(viewer()).getByText('2 of 3')).toBeTruthy();
    const photo = await within(viewer()).findByRole('img', { name: 'group-work.jpg' });
    expect(objectUrls.get(photo.getAttribute('src') ?? '')).toBe(readBlobs.get(tappedId));
    expect(within(viewer()).queryByRole('img', { name: 'lesson-plan.pdf' })).toBeNull();
  });

  it('moves with the previous and next buttons and the arrow keys, stopping at either end', async () => {
    await renderCardWithPhotos();
    await open('View group-work.jpg');

    fireEvent.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer()).getByText('3 of 3')).toBeTruthy();
    expect(shownName()).toBe('reading-corner.jpg');
    expect(within(viewer()).queryByRole('button', { name: 'Next photo' })).toBeNull();
    press('ArrowRight');
    expect(within(viewer()).getByText('3 of 3')).toBeTruthy();

    press('ArrowLeft');
    expect(within(viewer()).getByText('2 of 3')).toBeTruthy();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer()).getByText('1 of 3')).toBeTruthy();
    expect(shownName()).toBe('board.jpg');
    expect(within(viewer()).queryByRole('button', { name: 'Previous photo' })).toBeNull();
    press('End');
    expect(within(viewer()).getByText('3 of 3')).toBeTruthy();
  });

  it('follows the reading direction in Arabic: the left arrow shows the next photo', async () => {
    await activateArabic();
    const photos = [await localPhoto('board.jpg'), await localPhoto('group-work.jpg')];
    renderWithProviders(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <AchievementCard row={makeRow(photos)} criteriaById={new Map()} />
      </DirectionProvider>,
    );
    await open('عرض board.jpg');
    expect(within(viewer()).getByText('1 من 2')).toBeTruthy();

    press('ArrowLeft');
    expect(within(viewer()).getByText('2 من 2')).toBeTruthy();
    press('ArrowRight');
    expect(within(viewer()).getByText('1 من 2')).toBeTruthy();
  });

  it('closes on Escape, gives the focus back to the tapped photo and lets go of its bytes', async () => {
    await renderCardWithPhotos();
    const chip = await open('View group-work.jpg');
    const photo = await within(viewer()).findByRole('img', { name: 'group-work.jpg' });
    const url = photo.getAttribute('src') ?? '';

    press('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(chip));
    expect(revoked).toContain(url);
  });

  it('closes on the browser Back, leaving the page where it was', async () => {
    await renderCardWithPhotos();
    await open('View board.jpg');
    expect(viewer()).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Browser back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Reading circle with group 3')).toBeTruthy();
    // Opened again, it is there once more: the entry it pushed was the one taken away.
    await open('View board.jpg');
    expect(shownName()).toBe('board.jpg');
  });

  it("shows a server photo's thumbnail, and says so when the original cannot come offline", async () => {
    const thumbnail = new Blob(['thumbnail'], { type: 'image/webp' });
    serverBytes.mockImplementation((endpoint) =>
      endpoint === evidenceFilesEndpoints.thumbnail
        ? Promise.resolve(thumbnail)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const photo: AchievementFileMeta = {
      id: uuidv7(),
      name: 'science-fair.jpg',
      mimeType: 'image/jpeg',
      size: 120_000,
      local: false,
      hasThumbnail: true,
    };
    renderWithProviders(<AchievementCard row={makeRow([photo])} criteriaById={new Map()} />);
    await open('View science-fair.jpg');

    expect(await within(viewer()).findByText(/A smaller copy/)).toBeTruthy();
    const shown = within(viewer()).getByRole('img', { name: 'science-fair.jpg' });
    expect(objectUrls.get(shown.getAttribute('src') ?? '')).toBe(thumbnail);
    expect(within(viewer()).getByText('1 of 1')).toBeTruthy();
  });
});
