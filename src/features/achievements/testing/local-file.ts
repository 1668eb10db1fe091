import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import type { UserDb } from '../../../lib/db/user-db.ts';

import type { AchievementFileMeta } from '../achievement-row.ts';

/** A file taken on this device, its bytes (its name) waiting in `db.files` to upload. */
export async function localFile(
  db: UserDb,
  name: string,
  mimeType: string,
): Promise<AchievementFileMeta> {
  const id = uuidv7();
  const blob = new Blob([name], { type: mimeType });
  await db.files.put({
    id,
    blob,
    name,
    type: blob.type,
    size: blob.size,
    recordKey: 'achievements:1',
    createdAt: Date.now(),
  });
  return { id, name, mimeType, size: blob.size, local: true };
}
