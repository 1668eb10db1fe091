import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useEvaluationAwaitingAcknowledgement } from '../../entities/evaluation/use-evaluation-awaiting-acknowledgement.ts';
import { useSession } from '../../lib/session/session-store.ts';

/** Asks the teacher to read and acknowledge their finalised evaluation, while it waits. */
export default function LiveEvaluationPrompt() {
  const session = useSession();
  const waiting = useEvaluationAwaitingAcknowledgement(session?.user.sub ?? '');
  if (!waiting) return null;
  const year = waiting.schoolYear;
  return (
    <Alert color="yellow" title={<Trans>Your evaluation is finalised</Trans>}>
      <Text fz="sm">
        <Trans>
          Your principal finalised your evaluation for {year}.{' '}
          <Anchor component={Link} to={`/evaluations?year=${year}`}>
            Read and acknowledge it
          </Anchor>
        </Trans>
      </Text>
    </Alert>
  );
}
