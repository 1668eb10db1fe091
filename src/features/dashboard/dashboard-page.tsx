import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Loader, Stack, Title } from '@mantine/core';

import type { Role } from '../../../contract/constants.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { AgentDashboardView } from './agent-dashboard-view.tsx';
import { LastUpdatedNote } from './last-updated-note.tsx';
import { OrgAdminDashboardView } from './org-admin-dashboard-view.tsx';
import { SuperAdminDashboardView } from './super-admin-dashboard-view.tsx';
import { useDashboard } from './use-dashboard.ts';

function RoleDashboard({ userId, role }: { userId: string; role: Role }) {
  const { t } = useLingui();
  const { state, refresh } = useDashboard(userId, role);

  if (state.kind === 'loading') return <Loader aria-label={t`Loading the dashboard`} />;
  if (state.kind === 'failed') {
    return (
      <Alert color="red" variant="light" title={t`The dashboard could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Trans>There is no copy on this device yet. Check the connection and try again.</Trans>
          <Button size="xs" variant="light" onClick={refresh}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { dashboard, savedAt, fresh } = state.snapshot;
  return (
    <Stack gap="lg">
      <LastUpdatedNote
        savedAt={savedAt}
        fresh={fresh}
        refreshing={state.refreshing}
        onRefresh={refresh}
      />
      {dashboard.role === 'agent' && <AgentDashboardView dashboard={dashboard} />}
      {dashboard.role === 'org_admin' && <OrgAdminDashboardView dashboard={dashboard} />}
      {dashboard.role === 'super_admin' && <SuperAdminDashboardView dashboard={dashboard} />}
    </Stack>
  );
}

/** /dashboard: the figures of the signed-in user's role, kept on the device for offline use. */
export default function DashboardPage() {
  const session = useSession();
  return (
    <Container size="lg" py="xl" px="sm">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Dashboard</Trans>
          </Title>
        </Group>
        {session && (
          // A new key per user: another account never starts from this one's figures.
          <RoleDashboard
            key={`${session.user.sub}:${session.user.role}`}
            userId={session.user.sub}
            role={session.user.role}
          />
        )}
      </Stack>
    </Container>
  );
}
