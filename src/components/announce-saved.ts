import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { currentUserDb } from '../lib/db/current-user-db.ts';
import { notifyText } from '../lib/notify/notify.ts';
import { waitForDelivery } from '../lib/sync/wait-for-delivery.ts';

// Long enough for a round trip on a phone network; an upload that takes longer is told apart.
const deliveryWaitMs = 4_000;

/**
 * Says where a save made through the outbox is (docs/sync.md, "Honest status"): "Saved" once the server has it,
 * "Saved on this device" while it waits there (offline, or still uploading).
 */
export async function announceSaved(saveStartedAt: number): Promise<void> {
  const made = { from: saveStartedAt, to: Date.now() };
  const delivered =
    globalThis.navigator?.onLine !== false &&
    (await waitForDelivery(currentUserDb(), made, deliveryWaitMs));
  notifyText(
    'success',
    delivered
      ? i18n._(msg`Saved.`)
      : i18n._(msg`Saved on this device; it will be sent when there is a connection.`),
  );
}
