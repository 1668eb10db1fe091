import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback } from 'react';

import { zVisitorTokenRequest } from '../../../contract/support-visitor.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import type { StoredVisitor } from '../../lib/support-chat/visitor-token-store.ts';

import { requestVisitorToken } from './support-chat-api.ts';

interface VisitorIntroFormProps {
  onIntroduced: (visitor: StoredVisitor) => void;
}

/** A visitor who is not signed in gives a name and an email before writing. */
export function VisitorIntroForm({ onIntroduced }: VisitorIntroFormProps) {
  const { t } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { fullName: '', email: '' },
    validate: schemaValidator(zVisitorTokenRequest),
  });

  const start = useCallback(
    async (values: { fullName: string; email: string }) => {
      const parsed = zVisitorTokenRequest.parse(values);
      const result = await requestVisitorToken(parsed);
      onIntroduced({
        token: result.visitorToken,
        conversationId: result.conversationId,
        fullName: parsed.fullName,
        email: parsed.email,
      });
    },
    [onIntroduced],
  );
  const { busy, run } = useAsyncAction(start);

  return (
    <form onSubmit={form.onSubmit((values) => void run(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Tell us who you are and we will answer here.</Trans>
        </Text>
        <TextInput
          label={t`Full name`}
          autoComplete="name"
          required
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={busy}>
          <Trans>Start chat</Trans>
        </Button>
      </Stack>
    </form>
  );
}
