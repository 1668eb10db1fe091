import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { DeviceStorageError } from '../../lib/db/device-storage-error.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import {
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { pickDateTime } from '../../testing/pick-date.ts';

import { AchievementForm } from './achievement-form.tsx';
import { achievementsTable } from './achievement-row.ts';
import type * as AchievementWrites from './achievement-writes.ts';
import { heicToJpeg } from './heic-to-jpeg.ts';

// The decoder needs a browser's workers and canvas: tests/e2e/heic-photos.spec.ts runs it.
vi.mock('./heic-to-jpeg.ts', () => ({ heicToJpeg: vi.fn() }));
const conversion = vi.mocked(heicToJpeg);

// A save the device reports as not answering may still land (docs/sync.md, "The same write
// saved again"): when set, the next create is written, then reported failed.
const storage = vi.hoisted(() => ({ nextCreateLandsLate: false }));
vi.mock('./achievement-writes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof AchievementWrites>();
  return {
    ...actual,
    createAchievement: async (...args: Parameters<typeof actual.createAchievement>) => {
      await actual.createAchievement(...args);
      if (!storage.nextCreateLandsLate) return;
      storage.nextCreateLandsLate = false;
      throw new DeviceStorageError('notAnswering');
    },
  };
});

let db: UserDb;

beforeAll(() => {
  activateSourceEnglish();
  // jsdom has no object URLs; a picked photo's preview asks for one.
  URL.createObjectURL = () => 'blob:test/preview';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => {
  // Offline: the save is written to this device and waits there for the connection.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  db = openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

const readingId = '0190a1b2-0000-7000-8000-000000000001';
const criteria: Criterion[] = [
  {
    id: readingId,
    job: 'teacher',
    code: '1',
    nameEn: 'Reading instruction',
    nameAr: 'تدريس القراءة',
    weight: 10,
    sortOrder: 1,
  },
];

function renderForm() {
  const onDone = vi.fn<() => void>();
  renderWithProviders(<AchievementForm row={null} criteria={criteria} onDone={onDone} />);
  return { onDone };
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const criteriaInput = () => screen.getByRole('combobox', { name: /^Criteria/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValid() {
  type(/^Description/, '  Reading lesson with group work  ');
  type(/^Location/, 'Room 4');
  await choose(criteriaInput(), 'Reading instruction');
  await choose(screen.getByRole('combobox', { name: /^Evidence type/ }), 'Document');
}

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('AchievementForm', { timeout: 15_000 }, () => {
  it('refuses an achievement with no description, criterion or evidence type', async () => {
    const { onDone } = renderForm();
    save();

    expect(fieldError(/^Description/)).toBe('This field is required.');
    expect(fieldError(criteriaInput())).toBe('This field is required.');
    expect(fieldError(screen.getByRole('combobox', { name: /^Evidence type/ }))).toBe(
      'This field is required.',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a duration under a minute or over a week', async () => {
    renderForm();
    await fillValid();
    type(/^Duration/, '0');
    save();
    expect(fieldError(/^Duration/)).toBe('Must be at least 1.');
    type(/^Duration/, '20000');
    save();
    expect(fieldError(/^Duration/)).toBe('Must be at most 10080.');
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves offline on this device what was typed, queued for the server, and says so', async () => {
    const { onDone } = renderForm();
    await fillValid();
    pickDateTime(/^Start date and time/, '2026-11-22', '08:00');
    save();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [row] = await achievementsTable(db).toArray();
    expect(row).toMatchObject({
      description: 'Reading lesson with group work',
      location: 'Room 4',
      durationMinutes: 45,
      criterionIds: [readingId],
      evidenceType: 'document',
      syncState: 'pending',
    });
    expect(new Date(row?.eventStartAt ?? '').getTime()).toBe(
      new Date(2026, 10, 22, 8, 0).getTime(),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/achievements', state: 'pending' });
    expect(entry?.body).toMatchObject({ id: row?.id, description: row?.description });
    await screen.findByText('Saved on this device; it will be sent when there is a connection.');
  });

  it('refuses a link that is not a web address, and says so under the links', async () => {
    const { onDone } = renderForm();
    await fillValid();
    // The tags input's label names its wrapper too: the field is the text input.
    const links = screen.getAllByLabelText(/^Links/).find((element) => element.tagName === 'INPUT');
    if (!links) throw new Error('No links input');
    fireEvent.paste(links, { clipboardData: { getData: () => 'not a link' } });
    save();

    await waitFor(() => expect(fieldError(links)).toBe('Enter a valid link.'));
    expect(onDone).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits on Save for a HEIC photo still converting, and keeps the JPEG', async () => {
    let finish: (file: File) => void = () => {};
    conversion.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { onDone } = renderForm();
    await fillValid();
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    fireEvent.change(screen.getByTestId('files-input'), {
      target: { files: [new File([heic], 'IMG_0001.HEIC', { type: '' })] },
    });
    await screen.findByRole('status');
    save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDone).not.toHaveBeenCalled();

    finish(
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xdb])], 'IMG_0001.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [row] = await achievementsTable(db).toArray();
    expect(row?.files.map(({ name, mimeType }) => ({ name, mimeType }))).toEqual([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg' },
    ]);
  });

  it('names a photo still too large on saving, with the reason', async () => {
    const { onDone } = renderForm();
    await fillValid();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xdb])], 'حصة القراءة.jpg', {
      type: 'image/jpeg',
    });
    // Accepted when picked, as compression may shrink it; here it does not.
    Object.defineProperty(photo, 'size', { value: 26 * 1024 * 1024 });
    fireEvent.change(screen.getByTestId('files-input'), { target: { files: [photo] } });
    await screen.findByRole('img', { name: 'حصة القراءة.jpg' });
    save();

    await screen.findByText(
      '\u2068حصة القراءة.jpg\u2069 cannot be saved: The file is too large (at most 25 MB).',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('says the device’s storage is full when it refuses the save, and keeps what was typed', async () => {
    const { add } = IDBObjectStore.prototype;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if (this.name === 'outbox')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.call(this, value, key);
    });
    const { onDone } = renderForm();
    await fillValid();
    pickDateTime(/^Start date and time/, '2026-11-22', '08:00');
    save();

    await screen.findByText(
      "This device's storage is full, so nothing was saved. What you typed is still here; free some space and try again.",
    );
    spy.mockRestore();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Description/)).toHaveProperty(
      'value',
      '  Reading lesson with group work  ',
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('data-loading')).toBeNull();
    expect(await achievementsTable(db).count()).toBe(0);
  });

  it('keeps one achievement with its photo once when a save reported not answering landed', async () => {
    const { onDone } = renderForm();
    await fillValid();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xdb])], 'board.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByTestId('files-input'), { target: { files: [photo] } });
    await screen.findByRole('img', { name: 'board.jpg' });
    storage.nextCreateLandsLate = true;
    save();
    await screen.findByText(
      "This device's storage is not answering, so the save did not finish. What you typed is still here; try again in a moment.",
    );
    expect(onDone).not.toHaveBeenCalled();

    type(/^Description/, 'Reading lesson, saved again');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const rows = await achievementsTable(db).toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ description: 'Reading lesson, saved again' });
    expect(await db.files.count()).toBe(1);
    expect(rows[0]?.fileIds).toEqual([(await db.files.toArray())[0]?.id]);
    const entries = await db.outbox.toArray();
    expect(entries.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /achievements',
      `PUT /achievements/${rows[0]?.id}`,
    ]);
  });
});
