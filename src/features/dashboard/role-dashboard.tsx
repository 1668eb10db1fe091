import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack } from '@mantine/core';

import type { Role } from '../../../contract/constants.ts';

import { AgentDashboardView } from './agent-dashboard-view.tsx';
import { LastUpdatedNote } from './last-updated-note.tsx';
import { OrgAdminDashboardView } from './org-admin-dashboard-view.tsx';
import { SuperAdminDashboardView } from './super-admin-dashboard-view.tsx';
import { useDashboard } from './use-dashboard.ts';

/** The signed-in role's figures: the device's copy at once, then the server's answer. */
export default function RoleDashboard({ userId, role }: { userId: string; role: Role }) {
  const { t } = useLingui();
  const state = useDashboard(userId, role);
  const refresh = state.reload;

  // Trying again after a failure shows the loader, as the first opening does.
  if (state.status === 'loading' || (state.status === 'failed' && state.refreshing)) {
    return <Loader aria-label={t`Loading the dashboard`} />;
  }
  if (state.status === 'failed') {
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
  const { data: dashboard, savedAt, fresh } = state;
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
