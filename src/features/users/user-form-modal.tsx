import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import type { Role } from '../../../contract/constants.ts';
import { jobModels } from '../../../contract/job-models.ts';
import { zUserCreate, zUserUpdate, type ManagedUser } from '../../../contract/users.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { jobModelLabel } from '../../entities/job-model/job-model-label.ts';
import { roleLabel } from '../../entities/role/role-label.ts';
import { reportFormFailure } from '../../lib/forms/report-form-failure.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useSubmissionKey } from '../../lib/forms/use-submission-key.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { OrganizationPicker } from './organization-picker.tsx';
import {
  createPayload,
  emptyUserForm,
  updatePayload,
  userFormOf,
  type UserFormValues,
} from './user-form-values.ts';
import { createUser, updateUser } from './users-api.ts';

interface UserFormModalProps {
  /** The user being edited, or null to create one. */
  user: ManagedUser | null;
  /** The super admin places users in any organisation; a principal only in their own. */
  choosesOrganization: boolean;
  roles: readonly Role[];
  onClose: () => void;
  onSaved: () => void;
}

export function UserFormModal({
  user,
  choosesOrganization,
  roles,
  onClose,
  onSaved,
}: UserFormModalProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const submissions = useSubmissionKey();
  const creating = user === null;
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: user ? userFormOf(user) : emptyUserForm(null),
    validate: (values) =>
      creating
        ? schemaValidator(zUserCreate)(createPayload(values, choosesOrganization))
        : schemaValidator(zUserUpdate)(updatePayload(values, choosesOrganization)),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      if (creating) {
        const payload = createPayload(values, choosesOrganization);
        await createUser(payload, submissions.keyFor(payload));
        submissions.settled();
      } else await updateUser(user.id, updatePayload(values, choosesOrganization));
      notifyKey(creating ? 'users.success.created' : 'users.success.updated');
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
      title={creating ? t`Add a user` : t`Edit user`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Full name`} required {...form.getInputProps('fullName')} />
            <TextInput
              label={t`Email`}
              type="email"
              dir="ltr"
              required
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <PasswordField
              label={t`Password`}
              description={creating ? undefined : t`Leave empty to keep the current password`}
              required={creating}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Select
              label={t`Role`}
              required
              allowDeselect={false}
              data={roles.map((role) => ({ value: role, label: i18n._(roleLabel[role]) }))}
              {...form.getInputProps('role')}
            />
            <TextInput
              label={t`Mobile`}
              type="tel"
              dir="ltr"
              placeholder="05xxxxxxxx"
              {...form.getInputProps('mobile')}
            />
            <TextInput label={t`Job`} {...form.getInputProps('job')} />
            {form.values.role !== 'super_admin' && form.values.role !== 'customer' && (
              <Select
                label={t`Job model (criteria set)`}
                allowDeselect={false}
                data={jobModels.map((model) => ({
                  value: model,
                  label: i18n._(jobModelLabel[model]),
                }))}
                {...form.getInputProps('jobModel')}
              />
            )}
            <TextInput
              label={t`Profile picture link`}
              type="url"
              dir="ltr"
              placeholder="https://"
              {...form.getInputProps('profilePictureUrl')}
            />
            {choosesOrganization && form.values.role !== 'super_admin' && (
              <OrganizationPicker
                label={t`Organization`}
                required={creating}
                clearable={!creating}
                initialName={user?.organizationName}
                value={form.values.organizationId}
                onChange={(organizationId) => form.setFieldValue('organizationId', organizationId)}
                error={form.errors.organizationId}
              />
            )}
          </SimpleGrid>
          <Switch
            label={t`Account active`}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              {creating ? <Trans>Add user</Trans> : <Trans>Save</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
