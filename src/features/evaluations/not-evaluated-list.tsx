import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';

import type {
  EvaluationExemption,
  ExemptionReason,
} from '../../../contract/evaluation-exemptions.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { removeExemption } from './evaluation-season-api.ts';
import { exemptionReasonName } from './exemption-reason-name.ts';

/** The staff not evaluated this school year, each with the reason and an undo. */
export function NotEvaluatedList(props: {
  schoolYear: string;
  members: readonly { userId: string; fullName: string }[];
  exemptions: readonly EvaluationExemption[];
  reasons: readonly ExemptionReason[];
  onChanged: () => void;
}) {
  if (props.members.length === 0) return null;
  return (
    <Stack gap={6} mt="sm">
      <Title order={3} fz="md">
        <Trans>Not evaluated this year</Trans>
      </Title>
      {props.members.map((member) => (
        <NotEvaluatedRow key={member.userId} {...props} member={member} />
      ))}
    </Stack>
  );
}

function NotEvaluatedRow(props: {
  schoolYear: string;
  member: { userId: string; fullName: string };
  exemptions: readonly EvaluationExemption[];
  reasons: readonly ExemptionReason[];
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const exemption = props.exemptions.find((entry) => entry.userId === props.member.userId);
  const reason = props.reasons.find((entry) => entry.code === exemption?.reasonCode);
  const name = props.member.fullName;
  const { busy, run } = useAsyncAction(async () => {
    await removeExemption(props.member.userId, props.schoolYear);
    notifyKey('evaluations.success.exemptionRemoved');
    props.onChanged();
  });
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0}>
        <Text span dir="auto">
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {reason ? exemptionReasonName(reason, locale) : ''}
          {exemption?.note && (
            <>
              {' · '}
              <bdi>{exemption.note}</bdi>
            </>
          )}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={busy}
        aria-label={t`Evaluate ${name} this year`}
        onClick={() => void run()}
      >
        <Trans>Undo</Trans>
      </Button>
    </Group>
  );
}
