import type { MessageDescriptor } from '@lingui/core';

import type { DashboardMessageKey } from '../../../../contract/feature-message-keys/dashboard.ts';

/** The translated text of the dashboard feature's own message keys. */
export const dashboardMessages: Record<DashboardMessageKey, MessageDescriptor> = {};
