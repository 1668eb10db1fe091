import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { subscriptionStatuses, type SubscriptionStatus } from '../../../contract/constants.ts';
import { zOrganizationCreate, type Organization } from '../../../contract/organizations.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { subscriptionStatusLabel } from '../../entities/subscription/subscription-status.ts';
import { reportFormFailure } from '../../lib/forms/report-form-failure.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useSubmissionKey } from '../../lib/forms/use-submission-key.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { DeleteOrganizationButton } from './delete-organization-button.tsx';
import { createOrganization, updateOrganization } from './organizations-api.ts';

interface OrganizationFormValues {
  name: string;
  subdomain: string;
  logoUrl: string;
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus | null;
}

function formOf(organization: Organization | null): OrganizationFormValues {
  return {
    name: organization?.name ?? '',
    subdomain: organization?.subdomain ?? '',
    logoUrl: organization?.logoUrl ?? '',
    contactEmail: organization?.contactEmail ?? '',
    subscriptionStatus: organization?.subscriptionStatus ?? null,
  };
}

interface OrganizationFormModalProps {
  organization: Organization | null;
  onClose: () => void;
  onSaved: () => void;
}

export function OrganizationFormModal({
  organization,
  onClose,
  onSaved,
}: OrganizationFormModalProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const submissions = useSubmissionKey();
  const form = useForm<OrganizationFormValues>({
    mode: 'controlled',
    initialValues: formOf(organization),
    validate: schemaValidator(zOrganizationCreate),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      if (organization) await updateOrganization(organization.id, values);
      else {
        await createOrganization(values, submissions.keyFor(values));
        submissions.settled();
      }
      notifyKey(organization ? 'organizations.success.updated' : 'organizations.success.created');
      onSaved();
    } catch (thrown) {
      await reportFormFailure(thrown, form.setErrors);
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      opened
      onClose={onClose}
      size="lg"
      title={organization ? t`Edit organization` : t`Add an organization`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t`Name`} required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Subdomain`}
              dir="ltr"
              placeholder="al-noor"
              {...form.getInputProps('subdomain')}
            />
            <TextInput
              label={t`Contact email`}
              type="email"
              dir="ltr"
              {...form.getInputProps('contactEmail')}
            />
            <TextInput
              label={t`Logo link`}
              type="url"
              dir="ltr"
              placeholder="https://"
              {...form.getInputProps('logoUrl')}
            />
            <Select
              label={t`Subscription status`}
              placeholder={i18n._(subscriptionStatusLabel.none)}
              clearable
              data={subscriptionStatuses.map((status) => ({
                value: status,
                label: i18n._(subscriptionStatusLabel[status]),
              }))}
              {...form.getInputProps('subscriptionStatus')}
            />
          </SimpleGrid>
          {organization && organization.memberCount === 0 && (
            <DeleteOrganizationButton organization={organization} onDeleted={onSaved} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              {organization ? <Trans>Save</Trans> : <Trans>Add organization</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
