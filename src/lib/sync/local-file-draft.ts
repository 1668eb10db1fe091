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
