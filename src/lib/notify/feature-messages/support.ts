import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SupportMessageKey } from '../../../../contract/feature-message-keys/support.ts';

/** The translated text of the support feature's own message keys. */
export const supportMessages: Record<SupportMessageKey, MessageDescriptor> = {
  'support.success.conversationClosed': msg`Conversation closed.`,
  'support.success.conversationReopened': msg`Conversation reopened.`,
};
