import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';

import type { Achievement } from '../../../contract/achievements.ts';
import type { EvaluationSide } from '../../../contract/evaluations.ts';
import { ratingLift } from '../../../contract/rating-lift.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCriteriaSet, useOwnJobModel } from '../../entities/criteria/use-criteria.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { AcknowledgementCard } from './acknowledgement-card.tsx';
import { CriterionCard } from './criterion-card.tsx';
import { EvaluationSummary, type SummaryLine } from './evaluation-summary.tsx';
import { EvaluationSyncAlert } from './evaluation-sync-alert.tsx';
import { CurveWarning } from './curve-warning.tsx';
import {
  acknowledgeEvaluation,
  closeForm,
  saveCriterionScore,
  saveWrittenFeedback,
  writtenFeedbackOf,
} from './evaluation-writes.ts';
import { fetchEvidenceOf } from './evaluations-api.ts';
import { formResult } from './form-result.ts';
import { RatingLiftHint } from './rating-lift-hint.tsx';
import { ObjectionSection } from './objection-section.tsx';
import { saveWithNotice } from './save-with-notice.ts';
import { NotEvaluatedNote } from './not-evaluated-note.tsx';
import { TeacherSetNote } from './teacher-set-note.tsx';
import { useEvaluationBands, useFormPair } from './use-form-pair.ts';
import { WrittenFeedbackCard, type WrittenFeedback } from './written-feedback-card.tsx';

export interface EvaluationFormProps {
  evaluateeId: string;
  evaluateeName: string;
  schoolYear: string;
  viewer: { id: string; fullName: string };
  /** The evaluator scores the principal's side; the evaluatee their self-assessment. */
  mode: 'evaluator' | 'evaluatee';
  /**
   * The evaluatee's job model, for the evaluator (the evaluatee's own is in her profile): a form
   * not started yet scores its set. Undefined while unknown (offline, the staff list unread).
   */
  evaluateeJobModel?: string | undefined;
  /** Why the evaluatee is not evaluated this school year, when the server said so; else null. */
  notEvaluatedReason?: string | null;
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
  const ownJobModel = useOwnJobModel();
  const jobModel = props.mode === 'evaluatee' ? ownJobModel : props.evaluateeJobModel;
  // A started form keeps the set it was started on; a new one takes the member's (or the
  // teacher's while her job model has none).
  const startedJob = pair?.principal?.criteriaJob ?? pair?.self?.criteriaJob;
  const set = useCriteriaSet(startedJob ?? jobModel);
  const criteria = set?.criteria;
  const evidence = useServerData(
    `evaluation-evidence-${props.evaluateeId}-${props.schoolYear}`,
    (signal) => fetchEvidenceOf(props.evaluateeId, props.schoolYear, signal),
  );
  const [confirming, setConfirming] = useState(false);
  const [missingFeedback, setMissingFeedback] = useState<(keyof WrittenFeedback)[]>([]);
  const feedbackSaved = useRef<Promise<unknown>>(Promise.resolve());
  if (!pair || !set || !criteria) return <Loader />;
  // Offline, with no form on the device and the staff list unread, the set is not known.
  if (!startedJob && jobModel === undefined) {
    return (
      <Text fz="sm" c="dimmed">
        <Trans>This form can be started when the server can be reached.</Trans>
      </Text>
    );
  }

  const ownSide: EvaluationSide = props.mode === 'evaluator' ? 'principal' : 'self';
  const own = ownSide === 'principal' ? pair.principal : pair.self;
  const other = ownSide === 'principal' ? pair.self : pair.principal;
  const evaluationClosed = pair.principal !== undefined && pair.principal.status !== 'draft';
  // A member marked as not evaluated this year keeps their drafts, unchanged (issue 33, item 8).
  const notEvaluatedReason =
    pair.principal?.notEvaluatedReason ?? pair.self?.notEvaluatedReason ?? props.notEvaluatedReason;
  const notEvaluated = Boolean(notEvaluatedReason);
  const editable =
    (own === undefined || own.status === 'draft') &&
    (ownSide === 'principal' || !evaluationClosed) &&
    !notEvaluated;
  const key = {
    evaluateeId: props.evaluateeId,
    evaluateeName: props.evaluateeName,
    schoolYear: props.schoolYear,
    side: ownSide,
    criteriaJob: set.job,
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

  const lift =
    props.mode === 'evaluator' && editable ? ratingLift(criteria, own?.scores ?? []) : undefined;
  const principalFeedback: WrittenFeedback = {
    strengths: pair.principal?.strengths ?? '',
    developmentAreas: pair.principal?.developmentAreas ?? '',
  };

  // No toast for each tap: the summary's sync badge says where the scores are.
  const save = (criterionId: string, change: { score?: number; note?: string }) =>
    void saveCriterionScore(db, key, props.viewer.id, { criterionId, ...change }).catch(() =>
      notifyKey('common.error.unknown'),
    );
  const saveFeedback = (feedback: Partial<WrittenFeedback>) => {
    feedbackSaved.current = saveWrittenFeedback(db, key, props.viewer.id, feedback).catch(() =>
      notifyKey('common.error.unknown'),
    );
  };
  // Finalising needs the strengths and the areas: the fields say which is missing. Tapping the
  // button has just left a field, so its save lands first and the check reads the device.
  const askToClose = async () => {
    await feedbackSaved.current;
    const stored = ownSide === 'principal' ? await writtenFeedbackOf(db, key) : undefined;
    const missing = (['strengths', 'developmentAreas'] as const).filter(
      (field) => stored !== undefined && stored[field].trim() === '',
    );
    setMissingFeedback(missing);
    if (missing.length === 0) setConfirming(true);
  };
  const close = () => {
    setConfirming(false);
    void saveWithNotice(() =>
      closeForm(db, key, props.viewer, {
        weightedScore: ownResult.weightedScore,
        overallRating: ownResult.overallRating,
      }),
    );
  };

  // Not evaluated and nothing started: the reason is all there is to show.
  if (notEvaluated && ownSide === 'self' && !own && !other) {
    return <NotEvaluatedNote reasonCode={notEvaluatedReason ?? ''} />;
  }

  return (
    <Stack gap="sm">
      {lines.length > 0 && <EvaluationSummary lines={lines} />}
      {lift && <RatingLiftHint lift={lift} criteria={criteria} levels={bands} />}
      <TeacherSetNote
        jobModel={(pair.principal ?? pair.self)?.evaluateeJobModel ?? jobModel}
        criteriaJob={set.job}
      />
      {own && <EvaluationSyncAlert row={own} />}
      {notEvaluated && ownSide === 'self' && (own === undefined || own.status === 'draft') && (
        <NotEvaluatedNote reasonCode={notEvaluatedReason ?? ''} />
      )}
      {notEvaluated && ownSide === 'principal' && (
        <Text fz="sm" c="dimmed">
          <Trans>
            Marked as not evaluated this school year: the form is kept as it is. Undo it from the
            staff list to score it.
          </Trans>
        </Text>
      )}
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
      {pair.principal && pair.principal.status !== 'draft' && (
        <ObjectionSection
          mode={props.mode}
          principal={pair.principal}
          formKey={key}
          viewer={props.viewer}
          criteria={criteria}
          bands={bands}
          evidence={evidence.status === 'loaded' ? evidence.data : undefined}
        />
      )}
      {props.mode === 'evaluatee' && evaluationClosed && own?.status === 'draft' && (
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
          onSave={(change) => save(criterion.id, change)}
        />
      ))}
      {pair.principal && (props.mode === 'evaluatee' || !editable) && (
        <WrittenFeedbackCard
          saved={principalFeedback}
          editable={false}
          missing={[]}
          onSave={() => {}}
        />
      )}
      {props.mode === 'evaluator' && editable && (
        <WrittenFeedbackCard
          saved={principalFeedback}
          editable
          missing={missingFeedback}
          onSave={saveFeedback}
        />
      )}
      {editable && (
        <Button size="md" disabled={!ownResult.complete} onClick={() => void askToClose()}>
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
      >
        {ownSide === 'principal' && ownResult.overallRating !== null && (
          <CurveWarning
            schoolYear={props.schoolYear}
            evaluateeId={props.evaluateeId}
            rating={ownResult.overallRating}
            levels={bands}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
