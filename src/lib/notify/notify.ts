import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';

import type { Locale } from '../../../contract/constants.ts';
import type { FieldError } from '../../../contract/envelope.ts';
import { isMessageKey, toastKindForKey, type ToastKind } from '../../../contract/message-keys.ts';

import { formatBytes } from '../format/format-bytes.ts';

import { messageForKey } from './message-for-key.ts';
import { swipeToDismiss } from './swipe-to-dismiss.ts';

const colorOfKind: Record<ToastKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

type Params = Record<string, string | number>;

/**
 * Translates a catalogue key; an unknown key falls back to the generic unknown error. A size
 * limit comes as `bytes` and is written in the reader's language as `{max}`.
 */
export function translateKey(key: string, params?: Params): string {
  const descriptor = isMessageKey(key) ? messageForKey[key] : messageForKey['common.error.unknown'];
  const values =
    typeof params?.bytes === 'number'
      ? { ...params, max: formatBytes(params.bytes, i18n.locale as Locale) }
      : params;
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

let toastCount = 0;
const nextToastId = () => `toast-${(toastCount += 1)}`;

export function notifyKey(key: string, params?: Params): void {
  notifications.show({
    ...swipeToDismiss(nextToastId()),
    color: colorOfKind[toastKindForKey(key)],
    message: translateKey(key, params),
  });
}

/** Several field errors become one warning toast, one message a line (docs/errors.md, "From a key to a toast"). */
export function notifyFieldErrors(errors: readonly FieldError[]): void {
  const lines = [...new Set(errors.map((error) => translateKey(error.key, error.params)))];
  notifications.show({
    ...swipeToDismiss(nextToastId(), { whiteSpace: 'pre-line' }),
    color: colorOfKind.warning,
    message: lines.join('\n'),
  });
}

export function notifyText(kind: ToastKind, message: string): void {
  notifications.show({ ...swipeToDismiss(nextToastId()), color: colorOfKind[kind], message });
}
