import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

import { PlainBadge } from '../../components/plain-badge/plain-badge.tsx';
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
    <PlainBadge color={color[status]}>
      {_(status === 'pending' && resubmitted ? resubmittedLabel : label[status])}
    </PlainBadge>
  );
}
