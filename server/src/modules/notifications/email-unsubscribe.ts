import type { NotificationKind } from '../../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { savePreferences } from './channel-preferences.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** The kind a token would turn off, for the page that asks before it does (docs/notifications.md). */
export function readEmailUnsubscribe(secret: string, token: string): { kind: NotificationKind } {
  const claim = readUnsubscribeToken(secret, token);
  if (!claim) throw new ApiError(400, 'notifications.failed.unsubscribeLinkInvalid');
  return { kind: claim.kind };
}

/**
 * The one-click unsubscribe of an email (RFC 8058): the kind goes by no channel from now on;
 * the centre still shows it. Signing in is not needed; the signed token is the proof.
 */
export async function unsubscribeByEmailToken(
  db: Database,
  secret: string,
  token: string,
): Promise<{ kind: NotificationKind }> {
  const claim = readUnsubscribeToken(secret, token);
  if (!claim) throw new ApiError(400, 'notifications.failed.unsubscribeLinkInvalid');
  try {
    await savePreferences(db, claim.userId, { [claim.kind]: 'none' });
  } catch (error) {
    // The account was deleted since: nothing is sent to it anyway.
    if (!isForeignKeyViolation(error)) throw error;
  }
  return { kind: claim.kind };
}
