import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { zProfileUpdate, type ProfileUpdate } from '../../../contract/profile-changes.ts';
import type { Profile } from '../../../contract/profile.ts';
import { DateOfBirthField } from '../../components/date-fields/date-of-birth-field.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyText } from '../../lib/notify/notify.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';

import { updateProfile } from './profile-api.ts';

const validateUpdate = schemaValidator(zProfileUpdate);

export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const initialValues: ProfileUpdate = {
    fullName: profile.fullName,
    mobile: profile.mobile ?? '',
    schoolName: profile.schoolName ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
  };
  // A user an admin created may have no mobile, school or date of birth: a field still
  // blank is left out of the (partial) update rather than refused as empty.
  const sent = (values: ProfileUpdate): ProfileUpdate =>
    Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => value !== '' || initialValues[key as keyof ProfileUpdate] !== '',
      ),
    );
  const form = useForm<ProfileUpdate>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateUpdate(sent(values)),
    validateInputOnChange: true,
  });

  const { busy, run } = useAsyncAction(async (values: ProfileUpdate) => {
    await updateProfile(values);
    await loadProfile();
    notifyText('success', t`Your profile has been saved.`);
  });
  const submit = form.onSubmit((values) => void run(sent(values)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Full name`} autoComplete="name" {...form.getInputProps('fullName')} />
          <TextInput label={t`Email`} value={profile.email} dir="ltr" readOnly disabled />
          <TextInput
            label={t`Mobile`}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...form.getInputProps('mobile')}
          />
          <DateOfBirthField
            label={t`Date of birth`}
            clearable={initialValues.dateOfBirth === ''}
            {...form.getInputProps('dateOfBirth')}
          />
          <TextInput label={t`School name`} {...form.getInputProps('schoolName')} />
        </SimpleGrid>
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save changes</Trans>
        </Button>
      </Stack>
    </form>
  );
}
