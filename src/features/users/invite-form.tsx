import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';

import {
  invitationRoles,
  zInvitationCreate,
  type InvitationRole,
} from '../../../contract/invitations.ts';
import { roleLabel } from '../../entities/role/role-label.ts';
import { reportFormFailure } from '../../lib/forms/report-form-failure.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useSubmissionKey } from '../../lib/forms/use-submission-key.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { sendInvitation } from './users-api.ts';

interface InviteValues {
  email: string;
  role: InvitationRole;
  job: string;
}

const emptyInvite: InviteValues = { email: '', role: 'agent', job: '' };

/** The principal invites a colleague by email. */
export function InviteForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const submissions = useSubmissionKey();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: emptyInvite,
    validate: schemaValidator(zInvitationCreate),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await sendInvitation(values, submissions.keyFor(values));
      submissions.settled();
      notifyKey('invitations.success.sent');
      form.setValues(emptyInvite);
      onSent();
    } catch (thrown) {
      await reportFormFailure(thrown, form.setErrors);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t`Email of the person to invite`}
          type="email"
          dir="ltr"
          required
          style={{ flex: '2 1 16rem' }}
          {...form.getInputProps('email')}
        />
        <Select
          label={t`Invite as`}
          allowDeselect={false}
          data={invitationRoles.map((role) => ({ value: role, label: i18n._(roleLabel[role]) }))}
          w={160}
          {...form.getInputProps('role')}
        />
        <TextInput
          label={t`Job (optional)`}
          style={{ flex: '1 1 12rem' }}
          {...form.getInputProps('job')}
        />
        <Button
          type="submit"
          loading={busy}
          mt={{ base: 0, sm: 25 }}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          <Trans>Send invitation</Trans>
        </Button>
      </Group>
    </form>
  );
}
