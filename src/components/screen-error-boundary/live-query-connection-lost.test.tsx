import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ScreenErrorBoundary } from './screen-error-boundary.tsx';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { openTestUserDb, TestUserDb } from '../../lib/sync/testing/test-user-db.ts';

import { breakConnection, connectionLostMessage } from '../../lib/db/testing/lose-connection.ts';

let restore: (() => void) | undefined;
const opened: TestUserDb[] = [];
afterEach(async () => {
  restore?.();
  restore = undefined;
  for (const db of opened.splice(0)) await db.delete();
  vi.restoreAllMocks();
});

/** A form being typed in beside a list the device's database feeds, as on the evidence form. */
function FormBesideList({ db }: { db: TestUserDb }) {
  const [description, setDescription] = useState('');
  const notes = useLiveQuery(() => db.notes.count(), [db]);
  return (
    <>
      <label>
        Description
        <input value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <p>{notes === undefined ? 'Loading' : `${notes} notes`}</p>
    </>
  );
}

const note = (id: string) => ({ id, text: id, fileIds: [], syncState: 'synced' as const });

describe('a live query whose connection the engine lost', () => {
  it('keeps what was typed beside it and shows the list again from a new connection', async () => {
    activateSourceEnglish();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = openTestUserDb();
    opened.push(db);
    await db.notes.put(note('first'));
    renderWithProviders(
      <ScreenErrorBoundary>
        <FormBesideList db={db} />
      </ScreenErrorBoundary>,
    );
    await screen.findByText('1 notes');
    const input = screen.getByLabelText('Description');
    fireEvent.change(input, { target: { value: 'Half-written evidence' } });

    // Safari closes a backgrounded page's connection; a change made elsewhere (the service
    // worker's sync) then runs the query again on the dead connection.
    restore = breakConnection(db.backendDB());
    const elsewhere = new TestUserDb(db.userId);
    await act(async () => {
      await elsewhere.notes.put(note('second'));
    });
    elsewhere.close();

    await waitFor(() => expect(screen.getByText('2 notes')).toBeTruthy());
    expect(screen.getByLabelText('Description')).toBe(input);
    expect((input as HTMLInputElement).value).toBe('Half-written evidence');
  });

  it('leaves a connection that stays lost, and any other failure, to the screen’s boundary', async () => {
    activateSourceEnglish();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const failures = [new DOMException(connectionLostMessage, 'UnknownError'), new TypeError('x')];
    for (const failure of failures) {
      const Failing = () => {
        const value = useLiveQuery(() => Promise.reject(failure), []);
        return <p>{String(value)}</p>;
      };
      const view = renderWithProviders(
        <ScreenErrorBoundary>
          <Failing />
        </ScreenErrorBoundary>,
      );
      for (let step = 0; step < 60; step += 1) {
        await act(async () => vi.advanceTimersByTimeAsync(250));
      }
      expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
      view.unmount();
    }
    vi.useRealTimers();
  });

  it('never shows one record’s answer for another while the connection is lost', async () => {
    activateSourceEnglish();
    const db = openTestUserDb();
    opened.push(db);
    await db.notes.bulkPut([note('first'), note('second')]);
    const seen: string[] = [];
    function NoteText({ id }: { id: string }) {
      const found = useLiveQuery(() => db.notes.get(id), [id]);
      const text = found === undefined ? 'Loading' : found.text;
      seen.push(text);
      return <p>{text}</p>;
    }
    const view = renderWithProviders(<NoteText id="first" />);
    await screen.findByText('first');
    restore = breakConnection(db.backendDB());
    seen.length = 0;
    view.rerender(<NoteText id="second" />);
    await screen.findByText('second');
    // Dexie's hook gives the new deps' first render the answer before, as it always does;
    // after it, while the connection is lost, the other record's answer never shows.
    expect(seen.slice(1)).not.toContain('first');
    expect(seen).toContain('Loading');
  });
});
