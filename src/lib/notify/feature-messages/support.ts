import type { MessageDescriptor } from '@lingui/core';

import type { SupportMessageKey } from '../../../../contract/feature-message-keys/support.ts';

/** The translated text of the support feature's own message keys. */
export const supportMessages: Record<SupportMessageKey, MessageDescriptor> = {};
