import { uuidv7 } from '../../../contract/uuid-v7.ts';

/** A file picked or photographed, with the local id the record's body refers to it by. */
export interface LocalFileDraft {
  id: string;
  blob: Blob;
  name: string;
}

export function localFileDraft(blob: Blob, name: string): LocalFileDraft {
  return { id: uuidv7(), blob, name };
}

/**
 * Drafts that keep one local id per file for as long as the caller keeps this function (an
 * open form): a save made again names the files an earlier save may have stored already
 * (docs/sync.md, "The same write saved again").
 */
export function stableFileDrafts(): (file: File) => LocalFileDraft {
  const ids = new WeakMap<File, string>();
  return (file) => {
    let id = ids.get(file);
    if (id === undefined) ids.set(file, (id = uuidv7()));
    return { id, blob: file, name: file.name };
  };
}
