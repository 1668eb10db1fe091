import { announceSaved } from '../../components/announce-saved.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

/** Runs a write to the device and says where it went ("Saved", or saved on this device). */
export async function saveWithNotice(write: () => Promise<void>): Promise<void> {
  const startedAt = Date.now();
  try {
    await write();
    await announceSaved(startedAt);
  } catch {
    notifyKey('common.error.unknown');
  }
}
