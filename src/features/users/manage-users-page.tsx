import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';

import { roles, type Role } from '../../../contract/constants.ts';
import { useProfile } from '../../lib/session/profile-store.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { InvitationsPanel } from './invitations-panel.tsx';
import { TeacherUsageFigure } from './teacher-usage-figure.tsx';
import { UsersSection } from './users-section.tsx';

/** Roles a principal gives: staff of their own school. */
const principalRoles: readonly Role[] = ['agent', 'org_admin'];

/** /manage-users: every user for the super admin; a principal's own staff and invitations. */
export default function ManageUsersPage() {
  const { t } = useLingui();
  const session = useSession();
  const profile = useProfile();
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((value) => value + 1);
  const isPrincipal = session?.user.role === 'org_admin';

  return (
    <Container size="lg" py="xl" px="sm">
      <Stack gap="lg">
        <Title order={1}>
          {isPrincipal && profile?.organizationName ? (
            <Trans>
              Staff of <bdi>{profile.organizationName}</bdi>
            </Trans>
          ) : (
            <Trans>Manage users</Trans>
          )}
        </Title>
        {isPrincipal ? (
          <>
            <TeacherUsageFigure refreshKey={changes} />
            <Tabs defaultValue="staff" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="staff">{t`Staff`}</Tabs.Tab>
                <Tabs.Tab value="invitations">{t`Invitations`}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="staff" pt="md">
                <UsersSection allOrganizations={false} roles={principalRoles} onChanged={changed} />
              </Tabs.Panel>
              <Tabs.Panel value="invitations" pt="md">
                <InvitationsPanel onChanged={changed} />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : (
          <UsersSection allOrganizations roles={roles} onChanged={changed} />
        )}
      </Stack>
    </Container>
  );
}
