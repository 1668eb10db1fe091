import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { translateKey } from '../../lib/notify/notify.ts';

import type { FileRefusal } from './pick-evidence-files.ts';

const heicNotConverted = msg`This HEIC photo could not be converted to JPEG on this device.`;

/** Why a file was refused, in the reader's language. */
export function fileRefusalReason(refusal: Pick<FileRefusal, 'reason' | 'params'>): string {
  if (refusal.reason === 'heicNotConverted') return i18n._(heicNotConverted);
  return translateKey(refusal.reason, refusal.params);
}

/** A file name set apart from the text around it, for a plain-text message (a toast). */
export function isolatedName(name: string): string {
  return `\u2068${name}\u2069`;
}
