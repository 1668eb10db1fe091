import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

import {
  objectionLimits,
  type ObjectionDecision,
} from '../../../contract/evaluation-objections.ts';
import { evaluationScores } from '../../../contract/evaluations.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { ObjectionAnswerDraft } from './objection-writes.ts';

/** The principal's answer to one objected criterion: keep the score, or change it. */
export function ObjectionAnswerForm(props: {
  criterionId: string;
  criterionName: string;
  currentScore: number;
  onAnswer: (answer: ObjectionAnswerDraft) => Promise<void>;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [decision, setDecision] = useState<ObjectionDecision>('kept');
  const [newScore, setNewScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = decision === 'kept' || (newScore !== null && newScore !== props.currentScore);
  const name = props.criterionName;
  const send = () => {
    setBusy(true);
    void props
      .onAnswer({ criterionId: props.criterionId, decision, newScore, comment })
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap={6}>
      <SegmentedControl
        fullWidth
        aria-label={t`Answer for ${name}`}
        value={decision}
        onChange={(value) => setDecision(value === 'changed' ? 'changed' : 'kept')}
        data={[
          { value: 'kept', label: t`Keep the score` },
          { value: 'changed', label: t`Change the score` },
        ]}
      />
      {decision === 'changed' && (
        <SegmentedControl
          fullWidth
          aria-label={t`New score for ${name}`}
          value={newScore === null ? '' : String(newScore)}
          onChange={(value) => setNewScore(Number(value))}
          data={evaluationScores.map((score) => ({
            value: String(score),
            label: numberFormat(locale).format(score),
            disabled: score === props.currentScore,
          }))}
        />
      )}
      <Textarea
        label={t`Your answer to the teacher`}
        autosize
        minRows={2}
        maxLength={objectionLimits.commentMax}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Button disabled={!ready} loading={busy} onClick={send}>
        <Trans>Send the answer</Trans>
      </Button>
    </Stack>
  );
}
