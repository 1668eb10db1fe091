import type { MessageDescriptor } from '@lingui/core';

import type { DevelopmentPlanMessageKey } from '../../../../contract/feature-message-keys/development-plans.ts';

/** The translated text of the development plans feature's own message keys. */
export const developmentPlanMessages: Record<DevelopmentPlanMessageKey, MessageDescriptor> = {};
