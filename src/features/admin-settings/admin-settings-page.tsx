import { Trans } from '@lingui/react/macro';
import { Container, Stack, Tabs, Title } from '@mantine/core';

import { PlansAdmin } from './plans-admin.tsx';
import { TasksAdmin } from './tasks-admin.tsx';

/** System settings (super admin): subscription plans and the manual subscription tasks. */
export default function AdminSettingsPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>System settings</Trans>
        </Title>
        <Tabs defaultValue="plans" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="plans">
              <Trans>Subscription plans</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="tasks">
              <Trans>Manual tasks</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="plans" pt="lg">
            <PlansAdmin />
          </Tabs.Panel>
          <Tabs.Panel value="tasks" pt="lg">
            <TasksAdmin />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
