import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Card, Divider, Group, List, Stack, Text, Title } from '@mantine/core';

import type { Criterion } from '../../../contract/achievements.ts';
import type {
  EvaluationObjection,
  ObjectionItem,
} from '../../../contract/evaluation-objections.ts';
import type { CriterionScore } from '../../../contract/evaluations.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { ObjectionAnswerForm } from './objection-answer-form.tsx';
import type { ObjectionAnswerDraft } from './objection-writes.ts';

interface Props {
  objection: EvaluationObjection;
  criteria: readonly Criterion[];
  scores: readonly CriterionScore[];
  /** The evidence the linked ids name, once loaded from the server; undefined offline. */
  evidence: readonly { id: string; description: string }[] | undefined;
  /** The principal answers; the teacher only reads. */
  onAnswer?: (answer: ObjectionAnswerDraft) => Promise<void>;
}

/** The teacher's objection, item by item, with each answer or the principal's answer form. */
export function ObjectionPanel(props: Props) {
  const { locale } = useLocale();
  const { objection } = props;
  const sent = formatDateTime(objection.submittedAt, locale);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="objection-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="objection-title">
            <Trans>Objection</Trans>
          </Title>
          <Badge color={objection.status === 'open' ? 'orange' : 'teal'} variant="light">
            {objection.status === 'open' ? <Trans>Awaiting answer</Trans> : <Trans>Answered</Trans>}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          <Trans>Sent on {sent}</Trans>
        </Text>
        {objection.items.map((item, index) => (
          <Stack key={item.criterionId} gap={6}>
            {index > 0 && <Divider />}
            <ObjectionItemView {...props} item={item} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function ObjectionItemView(props: Props & { item: ObjectionItem }) {
  const { locale } = useLocale();
  const { item } = props;
  const criterion = props.criteria.find((entry) => entry.id === item.criterionId);
  const name = criterion ? criterionName(criterion, locale) : '';
  const currentScore =
    props.scores.find((entry) => entry.criterionId === item.criterionId)?.score ?? 0;
  const linked = item.achievementIds.length;
  const named = props.evidence
    ? item.achievementIds.flatMap((id) => props.evidence?.find((entry) => entry.id === id) ?? [])
    : undefined;
  return (
    <Stack gap={4}>
      <Text fw={600}>
        <bdi>{name}</bdi>
      </Text>
      <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {item.reason}
      </Text>
      {linked > 0 &&
        (named ? (
          <List spacing={2} fz="sm">
            {named.map((entry) => (
              <List.Item key={entry.id}>
                <bdi>{entry.description}</bdi>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text fz="xs" c="dimmed">
            <Plural
              value={linked}
              one="# piece of evidence linked; it shows when the server can be reached."
              other="# pieces of evidence linked; they show when the server can be reached."
            />
          </Text>
        ))}
      {item.answer ? (
        <AnswerView answer={item.answer} />
      ) : props.onAnswer ? (
        <ObjectionAnswerForm
          criterionId={item.criterionId}
          criterionName={name}
          currentScore={currentScore}
          onAnswer={props.onAnswer}
        />
      ) : (
        <Text fz="sm" c="dimmed">
          <Trans>Waiting for the principal’s answer.</Trans>
        </Text>
      )}
    </Stack>
  );
}

function AnswerView({ answer }: { answer: NonNullable<ObjectionItem['answer']> }) {
  const { locale } = useLocale();
  const from = numberFormat(locale).format(answer.fromScore);
  const to = numberFormat(locale).format(answer.toScore);
  const when = formatDateTime(answer.answeredAt, locale);
  const by = answer.answeredByName;
  return (
    <Stack gap={2} p="xs" bg="var(--mantine-color-gray-light)" style={{ borderRadius: 4 }}>
      <Text fz="sm" fw={600}>
        {answer.decision === 'kept' ? (
          <Trans>Score kept at {from}</Trans>
        ) : (
          <Trans>
            Score changed from {from} to {to}
          </Trans>
        )}
      </Text>
      {answer.comment && (
        <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {answer.comment}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        <Trans>
          <bdi>{by}</bdi>, {when}
        </Trans>
      </Text>
    </Stack>
  );
}
