import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Checkbox, MultiSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { objectionLimits } from '../../../contract/evaluation-objections.ts';
import type { CriterionScore } from '../../../contract/evaluations.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { formatDateTime, formatLongDate } from '../../lib/format/format-date.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { ObjectionItemDraft } from './objection-writes.ts';
import type { EvidenceChoice } from './use-own-evidence.ts';

interface Props {
  criteria: readonly Criterion[];
  scores: readonly CriterionScore[];
  openUntil: string;
  evidence: readonly EvidenceChoice[];
  onSend: (items: ObjectionItemDraft[]) => Promise<void>;
}

/**
 * The teacher's objection: the criteria she objects to, each with her reason and her evidence;
 * sent once, within the school's window (docs/states-and-transitions.md, "Objection").
 */
export function ObjectionForm(props: Props) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [opened, setOpened] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, ObjectionItemDraft>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const until = formatDateTime(props.openUntil, locale);
  const chosen = props.criteria.filter((criterion) => drafts[criterion.id]);
  const ready =
    chosen.length > 0 && chosen.every((criterion) => drafts[criterion.id]?.reason.trim());

  const toggle = (criterionId: string, checked: boolean) =>
    setDrafts((current) =>
      checked
        ? { ...current, [criterionId]: { criterionId, reason: '', achievementIds: [] } }
        : Object.fromEntries(Object.entries(current).filter(([id]) => id !== criterionId)),
    );
  const update = (criterionId: string, change: Partial<ObjectionItemDraft>) =>
    setDrafts((current) => {
      const draft = current[criterionId];
      return draft ? { ...current, [criterionId]: { ...draft, ...change } } : current;
    });
  const send = () => {
    setConfirming(false);
    setBusy(true);
    const items = chosen.flatMap((criterion) => drafts[criterion.id] ?? []);
    void props.onSend(items).finally(() => setBusy(false));
  };

  if (!opened) {
    return (
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Text fz="sm">
            <Trans>If you disagree with a score, you may object until {until}.</Trans>
          </Text>
          <Button variant="light" onClick={() => setOpened(true)}>
            <Trans>Object to the evaluation</Trans>
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="objection-form-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="objection-form-title">
          <Trans>Your objection</Trans>
        </Title>
        <Text fz="sm" c="dimmed">
          <Trans>
            Choose the criteria you object to, say why, and link your evidence. You can object once,
            until {until}.
          </Trans>
        </Text>
        {props.criteria.map((criterion) => {
          const name = criterionName(criterion, locale);
          const score = props.scores.find((entry) => entry.criterionId === criterion.id)?.score;
          const scoreText = score === undefined ? '' : numberFormat(locale).format(score);
          const draft = drafts[criterion.id];
          const forCriterion = (choice: EvidenceChoice) =>
            choice.criterionIds.includes(criterion.id);
          const ordered = [
            ...props.evidence.filter(forCriterion),
            ...props.evidence.filter((choice) => !forCriterion(choice)),
          ];
          return (
            <Stack key={criterion.id} gap={6}>
              <Checkbox
                checked={draft !== undefined}
                onChange={(event) => toggle(criterion.id, event.currentTarget.checked)}
                label={
                  <>
                    <bdi>{name}</bdi> · <Trans>score {scoreText}</Trans>
                  </>
                }
              />
              {draft && (
                <Stack gap={6} ps="lg">
                  <Textarea
                    label={t`Your reason`}
                    required
                    autosize
                    minRows={2}
                    maxLength={objectionLimits.reasonMax}
                    value={draft.reason}
                    onChange={(event) =>
                      update(criterion.id, { reason: event.currentTarget.value })
                    }
                  />
                  <MultiSelect
                    label={t`Your evidence`}
                    placeholder={ordered.length === 0 ? t`You have no evidence yet` : undefined}
                    searchable
                    clearable
                    maxValues={objectionLimits.evidencePerItem}
                    data={ordered.map((choice) => ({
                      value: choice.id,
                      label: `${choice.description} · ${formatLongDate(choice.eventStartAt, locale)}`,
                    }))}
                    value={draft.achievementIds}
                    onChange={(achievementIds) => update(criterion.id, { achievementIds })}
                  />
                </Stack>
              )}
            </Stack>
          );
        })}
        <Button disabled={!ready} loading={busy} onClick={() => setConfirming(true)}>
          <Trans>Send the objection</Trans>
        </Button>
        <Button variant="subtle" onClick={() => setOpened(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={<Trans>Send your objection?</Trans>}
        message={<Trans>Your principal answers each criterion. You can object only once.</Trans>}
        confirmLabel={<Trans>Send</Trans>}
        color="teal"
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
