import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';

import type { ReviewStatus } from '../../../contract/achievement-reviews.ts';

const label: Record<ReviewStatus, MessageDescriptor> = {
  pending: msg`Awaiting review`,
  // A piece of evidence (شاهد) is masculine in Arabic; an invitation's "Accepted" is not.
  accepted: msg({ message: 'Accepted', context: 'evidence review' }),
  returned: msg`Returned`,
};

/** Awaiting review reads "resubmitted" once an earlier review returned it. */
const resubmittedLabel = msg`Resubmitted`;

const color: Record<ReviewStatus, string> = {
  pending: 'gray',
  accepted: 'teal',
  returned: 'orange',
};

/** Where an achievement stands with the principal, for the teacher and the principal alike. */
export function ReviewStatusBadge({
  status,
  resubmitted = false,
}: {
  status: ReviewStatus;
  resubmitted?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <Badge color={color[status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {_(status === 'pending' && resubmitted ? resubmittedLabel : label[status])}
    </Badge>
  );
}
