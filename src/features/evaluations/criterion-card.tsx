import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import type { Achievement, Criterion } from '../../../contract/achievements.ts';
import {
  evaluationLimits,
  evaluationScores,
  type CriterionScore,
} from '../../../contract/evaluations.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { CriterionEvidence } from './criterion-evidence.tsx';

export interface CriterionCardProps {
  criterion: Criterion;
  /** The score the viewer writes (their side), if the side is open to them. */
  own: CriterionScore | undefined;
  editable: boolean;
  ownLabel: string;
  /** The other side's score, once the viewer may see it. */
  other: CriterionScore | undefined;
  otherLabel: string;
  evidence: readonly Achievement[] | undefined;
  /** Saves the score tapped or the note left; the other keeps what the device holds. */
  onSave: (change: { score?: number; note?: string }) => void;
}

const isAccepted = (item: Achievement) => item.reviewStatus === 'accepted';

/**
 * One criterion of the form: the 1–5 choice, the note, the other side's score, and the
 * evidence with how much of it the principal accepted.
 */
export function CriterionCard(props: CriterionCardProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { criterion, own } = props;
  // The note being typed, kept until the device holds it (a save takes a moment to come back);
  // the saved one shows otherwise, also when it changes elsewhere.
  const [typedNote, setTypedNote] = useState<string | null>(null);
  const savedNote = own?.note ?? '';
  const [seenNote, setSeenNote] = useState(savedNote);
  if (seenNote !== savedNote) {
    setSeenNote(savedNote);
    if (typedNote !== null && typedNote.trim() === savedNote) setTypedNote(null);
  }
  const note = typedNote ?? savedNote;
  const name = criterionName(criterion, locale);
  const number = (value: number) => numberFormat(locale).format(value);
  const weight = number(criterion.weight);
  const outOf = number(evaluationScores.length);
  const acceptedCount = props.evidence?.filter(isAccepted).length;
  const scoreText = (entry: CriterionScore) => {
    const score = number(entry.score);
    return t`${score} of ${outOf}`;
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md">
            {name}
          </Title>
          <Stack gap={2} align="flex-end">
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <Trans>Weight {weight}</Trans>
            </Text>
            {acceptedCount !== undefined && (
              <Badge
                variant="light"
                color={props.evidence?.some(isAccepted) ? 'teal' : 'gray'}
                data-testid="accepted-evidence-count"
              >
                <Plural value={acceptedCount} one="# accepted" other="# accepted" />
              </Badge>
            )}
          </Stack>
        </Group>
        <Text fz="xs" fw={600}>
          {props.ownLabel}
        </Text>
        {props.editable ? (
          <SegmentedControl
            fullWidth
            aria-label={t`Score for ${name}`}
            value={own ? String(own.score) : ''}
            onChange={(value) => props.onSave({ score: Number(value) })}
            data={evaluationScores.map((score) => ({
              value: String(score),
              label: number(score),
            }))}
          />
        ) : (
          <Text fz="sm">{own ? scoreText(own) : t`Not scored`}</Text>
        )}
        {props.editable ? (
          <Textarea
            label={t`Note`}
            value={note}
            maxLength={evaluationLimits.noteMax}
            autosize
            minRows={1}
            disabled={!own}
            description={own ? undefined : t`Choose a score first.`}
            onChange={(event) => setTypedNote(event.currentTarget.value)}
            onBlur={() => {
              if (typedNote === null) return;
              if (own && typedNote.trim() !== own.note) props.onSave({ note: typedNote });
              else setTypedNote(null);
            }}
          />
        ) : (
          own?.note && (
            <Text fz="sm" dir="auto">
              {own.note}
            </Text>
          )
        )}
        {props.other && (
          <Text fz="sm" c="dimmed">
            {props.otherLabel}: {scoreText(props.other)}
            {props.other.note && (
              <>
                {' · '}
                <bdi>{props.other.note}</bdi>
              </>
            )}
          </Text>
        )}
        <CriterionEvidence evidence={props.evidence} />
      </Stack>
    </Card>
  );
}
