import type { PushMessage } from '../../contract/notifications.ts';
import { locales, type Locale } from '../../contract/constants.ts';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The decrypted push message (contract/notifications.ts, `zPushMessage`), checked by hand:
 * the worker stays without zod. A message that does not fit is not shown.
 */
export function parsePushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const { notificationId, kind, title, body, path, unreadCount, lang } = fields;
  if (
    !isString(notificationId) ||
    !isString(kind) ||
    !isString(title) ||
    !isString(body) ||
    !isInAppPath(path) ||
    typeof unreadCount !== 'number' ||
    !Number.isInteger(unreadCount) ||
    !locales.includes(lang as Locale)
  ) {
    return null;
  }
  return {
    notificationId,
    kind: kind as PushMessage['kind'],
    title,
    body,
    path,
    unreadCount,
    lang: lang as Locale,
  };
}

/** A path inside the app (never another origin, `//host` included). */
export function isInAppPath(path: unknown): path is string {
  return isString(path) && path.startsWith('/') && !path.startsWith('//');
}
