import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { zSignupInput, type SignupInput } from '../../../contract/signup.ts';
import { DateOfBirthField } from '../../components/date-fields/date-of-birth-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';

interface SignupFormProps {
  initialValues: SignupInput;
  submitting: boolean;
  onSubmit: (values: SignupInput) => void;
  /**
   * Signing up to accept an invitation: the address is the invited one and the school is the
   * inviting one, both already in `initialValues`; neither is asked again.
   */
  invited?: boolean;
}

/** Step one of signup: who you are and your school. */
export function SignupForm({ initialValues, submitting, onSubmit, invited }: SignupFormProps) {
  const { t } = useLingui();
  const form = useForm<SignupInput>({
    mode: 'controlled',
    initialValues,
    validate: schemaValidator(zSignupInput),
    validateInputOnChange: true,
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Full name`}
          autoComplete="name"
          required
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          readOnly={invited}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t`Password`}
          description={t`At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.`}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        {!invited && (
          <TextInput
            label={t`School name`}
            autoComplete="organization"
            required
            {...form.getInputProps('schoolName')}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`Mobile`}
            description={t`Such as 0512345678, or with the country code, +966512345678`}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            required
            {...form.getInputProps('mobile')}
          />
          <DateOfBirthField
            label={t`Date of birth`}
            required
            {...form.getInputProps('dateOfBirth')}
          />
        </SimpleGrid>
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Send me a verification code</Trans>
        </Button>
      </Stack>
    </form>
  );
}
