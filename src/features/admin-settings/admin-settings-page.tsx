import { Trans } from '@lingui/react/macro';
import { Container, Stack, Tabs, Title } from '@mantine/core';

import { BillingAdmin } from './billing-admin.tsx';
import { InvoicesAdmin } from './invoices-admin.tsx';
import { TransfersAdmin } from './transfers-admin.tsx';
import { CriteriaSetsAdmin } from './criteria-sets-admin.tsx';
import { PlansAdmin } from './plans-admin.tsx';
import { TasksAdmin } from './tasks-admin.tsx';

/**
 * System settings (super admin): subscription plans, the manual subscription tasks, billing
 * (seller, bank, VAT), bank transfers awaiting confirmation, invoices for the accountant, and
 * the job models' criteria sets.
 */
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
            <Tabs.Tab value="billing">
              <Trans>Billing and VAT</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="transfers">
              <Trans>Bank transfers</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="invoices">
              <Trans>Invoices</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="criteria">
              <Trans>Criteria sets</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="plans" pt="lg">
            <PlansAdmin />
          </Tabs.Panel>
          <Tabs.Panel value="tasks" pt="lg">
            <TasksAdmin />
          </Tabs.Panel>
          <Tabs.Panel value="billing" pt="lg">
            <BillingAdmin />
          </Tabs.Panel>
          <Tabs.Panel value="transfers" pt="lg">
            <TransfersAdmin />
          </Tabs.Panel>
          <Tabs.Panel value="invoices" pt="lg">
            <InvoicesAdmin />
          </Tabs.Panel>
          <Tabs.Panel value="criteria" pt="lg">
            <CriteriaSetsAdmin />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
