import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { EvidenceType } from '../../../contract/achievements.ts';

export const evidenceTypeLabel: Record<EvidenceType, MessageDescriptor> = {
  image: msg`Image`,
  video: msg`Video`,
  document: msg`Document`,
  link: msg`Link`,
  certificate: msg`Certificate`,
  other: msg`Other`,
};
