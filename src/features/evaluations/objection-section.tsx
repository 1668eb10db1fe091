import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';

import type { Criterion } from '../../../contract/achievements.ts';
import { formRating } from '../../../contract/evaluation-rating.ts';
import type { EvaluationBand } from '../../../contract/evaluations.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { EvaluationHistory } from './evaluation-history.tsx';
import { EvaluationSyncAlert } from './evaluation-sync-alert.tsx';
import type { FormKey } from './evaluation-writes.ts';
import { ObjectionForm } from './objection-form.tsx';
import { ObjectionPanel } from './objection-panel.tsx';
import { answerObjection, objectToEvaluation, type Author } from './objection-writes.ts';
import { saveWithNotice } from './save-with-notice.ts';
import { useIsBefore } from './use-is-before.ts';
import { useOwnEvidence } from './use-own-evidence.ts';

interface Props {
  mode: 'evaluator' | 'evaluatee';
  principal: EvaluationRow;
  formKey: FormKey;
  viewer: Author;
  criteria: readonly Criterion[];
  bands: readonly EvaluationBand[];
  /** The evaluatee's evidence from the server, to name linked pieces; undefined offline. */
  evidence: readonly { id: string; description: string }[] | undefined;
}

/**
 * After finalisation: the teacher's objection (to send within the window, or as sent), the
 * principal's answers, and the form's history (docs/states-and-transitions.md, "Objection").
 */
export function ObjectionSection(props: Props) {
  const { locale } = useLocale();
  const db = useUserDb();
  const ownEvidence = useOwnEvidence();
  const { principal } = props;
  const objection = principal.objection ?? null;
  const openUntil = principal.objectionOpenUntil ?? null;
  const windowOpen = useIsBefore(openUntil);
  const until = openUntil ? formatDateTime(openUntil, locale) : '';
  const recompute = (scores: Parameters<typeof formRating>[1]) => {
    const { weightedScore, overallRating } = formRating(props.criteria, scores);
    return { weightedScore, overallRating };
  };
  const evidenceNames =
    props.mode === 'evaluatee' ? (ownEvidence ?? props.evidence) : props.evidence;

  return (
    <Stack gap="sm">
      {/* The evaluator's own side has its alert above the form; the teacher's objection is hers. */}
      {props.mode === 'evaluatee' && <EvaluationSyncAlert row={principal} />}
      {objection ? (
        <ObjectionPanel
          objection={objection}
          criteria={props.criteria}
          scores={principal.scores}
          evidence={evidenceNames}
          {...(props.mode === 'evaluator' && {
            onAnswer: (answer) =>
              saveWithNotice(() =>
                answerObjection(db, props.formKey, props.viewer, answer, recompute),
              ),
          })}
        />
      ) : props.mode === 'evaluatee' && windowOpen && openUntil ? (
        <ObjectionForm
          criteria={props.criteria.filter((criterion) =>
            principal.scores.some((entry) => entry.criterionId === criterion.id),
          )}
          scores={principal.scores}
          openUntil={openUntil}
          evidence={ownEvidence ?? []}
          onSend={(items) =>
            saveWithNotice(() => objectToEvaluation(db, props.formKey, props.viewer, items))
          }
        />
      ) : openUntil ? (
        <Text fz="sm" c="dimmed">
          {windowOpen ? (
            <Trans>The teacher may object until {until}.</Trans>
          ) : (
            <Trans>The time to object ended on {until}.</Trans>
          )}
        </Text>
      ) : null}
      <EvaluationHistory
        history={principal.history ?? []}
        criteria={props.criteria}
        bands={props.bands}
      />
    </Stack>
  );
}
