import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { Achievement } from '../../../contract/achievements.ts';
import type { EvaluationSide } from '../../../contract/evaluations.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { teacherJob, useCriteria } from '../../entities/criteria/use-criteria.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { AcknowledgementCard } from './acknowledgement-card.tsx';
import { CriterionCard } from './criterion-card.tsx';
import { EvaluationSummary, type SummaryLine } from './evaluation-summary.tsx';
import { EvaluationSyncAlert } from './evaluation-sync-alert.tsx';
import { acknowledgeEvaluation, closeForm, saveCriterionScore } from './evaluation-writes.ts';
import { fetchEvidenceOf } from './evaluations-api.ts';
import { formResult } from './form-result.ts';
import { saveWithNotice } from './save-with-notice.ts';
import { useEvaluationBands, useFormPair } from './use-form-pair.ts';

export interface EvaluationFormProps {
  evaluateeId: string;
  evaluateeName: string;
  schoolYear: string;
  viewer: { id: string; fullName: string };
  /** The evaluator scores the principal's side; the evaluatee their self-assessment. */
  mode: 'evaluator' | 'evaluatee';
}

/**
 * The evaluation form of one staff member and school year: a card per criterion with the
 * viewer's side to score, the other side once they may see it, and the evidence; the sticky
 * summary adds both up. Works on the device; the outbox sends it (docs/sync.md).
 */
export function EvaluationForm(props: EvaluationFormProps) {
  const { t } = useLingui();
  const db = useUserDb();
  const pair = useFormPair(props.evaluateeId, props.schoolYear);
  const bands = useEvaluationBands();
  const job = pair?.principal?.criteriaJob ?? pair?.self?.criteriaJob ?? teacherJob;
  const criteria = useCriteria(job);
  const evidence = useServerData(
    `evaluation-evidence-${props.evaluateeId}-${props.schoolYear}`,
    (signal) => fetchEvidenceOf(props.evaluateeId, props.schoolYear, signal),
  );
  const [confirming, setConfirming] = useState(false);
  if (!pair || !criteria) return <Loader />;

  const ownSide: EvaluationSide = props.mode === 'evaluator' ? 'principal' : 'self';
  const own = ownSide === 'principal' ? pair.principal : pair.self;
  const other = ownSide === 'principal' ? pair.self : pair.principal;
  const evaluationClosed = pair.principal !== undefined && pair.principal.status !== 'draft';
  const editable =
    (own === undefined || own.status === 'draft') && (ownSide === 'principal' || !evaluationClosed);
  const key = {
    evaluateeId: props.evaluateeId,
    evaluateeName: props.evaluateeName,
    schoolYear: props.schoolYear,
    side: ownSide,
  };
  const principalLabel = t`Principal’s evaluation`;
  const selfLabel = t`Self-assessment`;
  const ownLabel = ownSide === 'principal' ? principalLabel : selfLabel;
  const otherLabel = ownSide === 'principal' ? selfLabel : principalLabel;
  const ownResult = formResult(own, criteria, bands);
  const evidenceOf = (criterionId: string): Achievement[] | undefined =>
    evidence.status === 'loaded'
      ? evidence.data.filter((item) => item.criterionIds.includes(criterionId))
      : undefined;

  // A side never started and closed to the viewer adds nothing worth a line.
  const ownLine: SummaryLine[] =
    own || editable
      ? [
          {
            label: ownLabel,
            status: own?.status ?? 'draft',
            result: ownResult,
            criteriaCount: criteria.length,
            ...(own && { syncState: own.syncState }),
          },
        ]
      : [];
  const lines: SummaryLine[] = [
    ...ownLine,
    ...(other
      ? [
          {
            label: otherLabel,
            status: other.status,
            result: formResult(other, criteria, bands),
            criteriaCount: criteria.length,
          },
        ]
      : []),
  ];

  // No toast for each tap: the summary's sync badge says where the scores are.
  const save = (criterionId: string, score: number, note: string) =>
    void saveCriterionScore(db, key, props.viewer.id, { criterionId, score, note }).catch(() =>
      notifyKey('common.error.unknown'),
    );
  const close = () => {
    setConfirming(false);
    void saveWithNotice(() =>
      closeForm(db, key, props.viewer, {
        total: ownResult.total,
        bandId: ownResult.band?.id ?? null,
      }),
    );
  };

  return (
    <Stack gap="sm">
      <EvaluationSummary lines={lines} />
      {own && <EvaluationSyncAlert row={own} />}
      {props.mode === 'evaluatee' && pair.principal && (
        <AcknowledgementCard
          evaluation={pair.principal}
          canAcknowledge={pair.principal.status === 'finalised'}
          onAcknowledge={(comment) =>
            saveWithNotice(() =>
              acknowledgeEvaluation(db, { ...key, side: 'principal' }, props.viewer.id, comment),
            )
          }
        />
      )}
      {props.mode === 'evaluator' && pair.principal && pair.principal.status !== 'draft' && (
        <AcknowledgementCard
          evaluation={pair.principal}
          canAcknowledge={false}
          onAcknowledge={async () => {}}
        />
      )}
      {props.mode === 'evaluatee' && !editable && own?.status === 'draft' && (
        <Text fz="sm" c="dimmed">
          <Trans>The evaluation is finalised; your self-assessment is closed.</Trans>
        </Text>
      )}
      {criteria.map((criterion) => (
        <CriterionCard
          key={criterion.id}
          criterion={criterion}
          own={own?.scores.find((entry) => entry.criterionId === criterion.id)}
          editable={editable}
          ownLabel={ownLabel}
          other={other?.scores.find((entry) => entry.criterionId === criterion.id)}
          otherLabel={otherLabel}
          evidence={evidenceOf(criterion.id)}
          onSave={(score, note) => save(criterion.id, score, note)}
        />
      ))}
      {editable && (
        <Button size="md" disabled={!ownResult.complete} onClick={() => setConfirming(true)}>
          {ownSide === 'principal' ? (
            <Trans>Finalise the evaluation</Trans>
          ) : (
            <Trans>Submit my self-assessment</Trans>
          )}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={
          ownSide === 'principal' ? (
            <Trans>Finalise the evaluation?</Trans>
          ) : (
            <Trans>Submit your self-assessment?</Trans>
          )
        }
        message={
          ownSide === 'principal' ? (
            <Trans>The form becomes read-only and the teacher is asked to acknowledge it.</Trans>
          ) : (
            <Trans>Your principal will see it, and you can no longer change it.</Trans>
          )
        }
        confirmLabel={ownSide === 'principal' ? <Trans>Finalise</Trans> : <Trans>Submit</Trans>}
        color="teal"
        onConfirm={close}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
