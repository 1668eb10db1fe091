import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { evaluationLimits } from '../../../contract/evaluations.ts';

export interface WrittenFeedback {
  strengths: string;
  developmentAreas: string;
}

export interface WrittenFeedbackCardProps {
  saved: WrittenFeedback;
  editable: boolean;
  /** Fields the evaluator must fill before finalising, named when they tried. */
  missing: readonly (keyof WrittenFeedback)[];
  /** Saves the one field just left; the other keeps what the device holds. */
  onSave: (feedback: Partial<WrittenFeedback>) => void;
}

type Field = keyof WrittenFeedback;

/** What was typed and is not yet what the device holds: a save takes a moment to come back. */
function withoutSaved(
  typed: Partial<WrittenFeedback>,
  saved: WrittenFeedback,
): Partial<WrittenFeedback> {
  const entries = Object.entries(typed) as [Field, string][];
  const pending = entries.filter(([field, value]) => value.trim() !== saved[field]);
  return pending.length === entries.length ? typed : Object.fromEntries(pending);
}

/**
 * The evaluator's strengths and areas for development, written after scoring; each is saved
 * on the device (and sent) when its field is left, like a criterion's note.
 */
export function WrittenFeedbackCard(props: WrittenFeedbackCardProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState<Partial<WrittenFeedback>>({});
  const current: WrittenFeedback = { ...props.saved, ...typed };
  // Once the device holds what was typed, a later change from elsewhere (a co-principal) shows.
  const [seen, setSeen] = useState(props.saved);
  if (
    seen.strengths !== props.saved.strengths ||
    seen.developmentAreas !== props.saved.developmentAreas
  ) {
    setSeen(props.saved);
    setTyped((before) => withoutSaved(before, props.saved));
  }
  const fields = [
    {
      name: 'strengths',
      label: t`Strengths`,
      required: t`Write the strengths before finalising.`,
    },
    {
      name: 'developmentAreas',
      label: t`Areas for development`,
      required: t`Write the areas for development before finalising.`,
    },
  ] as const;

  if (!props.editable) {
    if (!props.saved.strengths && !props.saved.developmentAreas) return null;
    return (
      <Card withBorder padding="md" component="section">
        <Stack gap="xs">
          {fields.map((field) => (
            <Stack key={field.name} gap={2}>
              <Title order={3} fz="sm">
                {field.label}
              </Title>
              <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {props.saved[field.name]}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card>
    );
  }

  // Only the field left is saved: the other may hold an older text until the device answers.
  const save = (field: Field) => {
    const value = typed[field];
    if (value !== undefined && value.trim() !== props.saved[field]) {
      props.onSave({ [field]: value });
    }
  };
  return (
    <Card withBorder padding="md" component="section">
      <Stack gap="sm">
        <Title order={3} fz="md">
          <Trans>Strengths and areas for development</Trans>
        </Title>
        {fields.map((field) => (
          <Textarea
            key={field.name}
            label={field.label}
            value={current[field.name]}
            maxLength={evaluationLimits.feedbackMax}
            autosize
            minRows={2}
            withAsterisk
            dir="auto"
            error={
              props.missing.includes(field.name) && current[field.name].trim() === ''
                ? field.required
                : undefined
            }
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTyped((before) => ({ ...before, [field.name]: value }));
            }}
            onBlur={() => save(field.name)}
          />
        ))}
      </Stack>
    </Card>
  );
}
