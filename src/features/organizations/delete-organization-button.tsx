import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

import type { Organization } from '../../../contract/organizations.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { deleteOrganization } from './organizations-api.ts';

/** Deletes an organisation without users, after a second, explicit click. */
export function DeleteOrganizationButton({
  organization,
  onDeleted,
}: {
  organization: Organization;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAsyncAction(async () => {
    await deleteOrganization(organization.id);
    notifyKey('organizations.success.deleted');
    onDeleted();
  });

  if (!confirming) {
    return (
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
        <Trans>Delete organization</Trans>
      </Button>
    );
  }
  return (
    <Group gap="xs">
      <Text fz="sm">
        <Trans>Delete {organization.name} for good?</Trans>
      </Text>
      <Button color="red" size="xs" loading={busy} onClick={() => void run()}>
        <Trans>Yes, delete</Trans>
      </Button>
      <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
        <Trans>Keep it</Trans>
      </Button>
    </Group>
  );
}
