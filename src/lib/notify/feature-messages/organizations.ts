import type { MessageDescriptor } from '@lingui/core';

import type { OrganizationMessageKey } from '../../../../contract/feature-message-keys/organizations.ts';

/** The translated text of the organizations feature's own message keys. */
export const organizationMessages: Record<OrganizationMessageKey, MessageDescriptor> = {};
