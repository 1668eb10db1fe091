import type { EnqueuedWrite } from '../enqueue-write.ts';
import { enqueueWrite } from '../enqueue-write.ts';
import type { LocalFileDraft } from '../local-file-draft.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';

import type { NoteRow, TestUserDb } from './test-user-db.ts';

export type NoteContent = Pick<NoteRow, 'id' | 'text' | 'fileIds'>;

export function makeNote(overrides: Partial<NoteContent> = {}): NoteContent {
  return { id: uuidv7(), text: 'Fractions with paper strips', fileIds: [], ...overrides };
}

export function photo(name = 'board.jpg', bytes = 'jpeg-bytes'): LocalFileDraft {
  return { id: uuidv7(), blob: new Blob([bytes], { type: 'image/jpeg' }), name };
}

/** How a feature would create a note with its photos: the body names them by local id. */
export function createNote(
  db: TestUserDb,
  note: NoteContent,
  options: { files?: LocalFileDraft[]; nowMs?: number; fileUploadPath?: string } = {},
): Promise<EnqueuedWrite> {
  const files = options.files ?? [];
  const record = { ...note, fileIds: [...note.fileIds, ...files.map((file) => file.id)] };
  return enqueueWrite(
    db,
    {
      operation: 'create',
      table: db.notes,
      record,
      request: { method: 'POST', path: '/notes', body: { ...record } },
      files,
      ...(options.fileUploadPath ? { fileUploadPath: options.fileUploadPath } : {}),
    },
    options.nowMs,
  );
}

export function updateNote(
  db: TestUserDb,
  note: NoteContent,
  nowMs?: number,
): Promise<EnqueuedWrite> {
  return enqueueWrite(
    db,
    {
      operation: 'update',
      table: db.notes,
      record: note,
      request: { method: 'PATCH', path: `/notes/${note.id}`, body: { text: note.text } },
    },
    nowMs,
  );
}

export function deleteNote(db: TestUserDb, noteId: string, nowMs?: number): Promise<EnqueuedWrite> {
  return enqueueWrite(
    db,
    {
      operation: 'delete',
      table: db.notes,
      recordId: noteId,
      request: { method: 'DELETE', path: `/notes/${noteId}` },
    },
    nowMs,
  );
}
