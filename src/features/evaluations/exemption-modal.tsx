import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import { exemptionLimits, type ExemptionReason } from '../../../contract/evaluation-exemptions.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { exemptMember } from './evaluation-season-api.ts';
import { exemptionReasonName } from './exemption-reason-name.ts';

/** Marks one staff member as not evaluated this school year, with a reason from the list. */
export function ExemptionModal(props: {
  member: { userId: string; fullName: string } | null;
  schoolYear: string;
  reasons: readonly ExemptionReason[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [reasonCode, setReasonCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { member } = props;
  const { busy, run } = useAsyncAction(async () => {
    if (!member || !reasonCode) return;
    await exemptMember(member.userId, props.schoolYear, { reasonCode, note });
    notifyKey('evaluations.success.exemptionSaved');
    setReasonCode(null);
    setNote('');
    props.onSaved();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const name = member?.fullName ?? '';
  const year = schoolYearName(props.schoolYear, locale);
  return (
    <Modal
      opened={member !== null}
      onClose={props.onClose}
      title={<Trans>Not evaluated this school year</Trans>}
      centered
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fz="sm">
            <Trans>
              <bdi>{name}</bdi> leaves the <bdi>{year}</bdi> evaluations, the results and their
              counts. You can undo this until the evaluation is finalised.
            </Trans>
          </Text>
          <Select
            label={t`Reason`}
            required
            data-autofocus
            data={props.reasons.map((reason) => ({
              value: reason.code,
              label: exemptionReasonName(reason, locale),
            }))}
            value={reasonCode}
            onChange={setReasonCode}
          />
          <Textarea
            label={t`Note (optional)`}
            autosize
            minRows={2}
            maxLength={exemptionLimits.noteMax}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} disabled={!reasonCode}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
