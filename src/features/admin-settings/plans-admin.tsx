import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import type { AdminPlan } from '../../../contract/subscriptions.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { planName } from '../../entities/subscription/plan-text.ts';
import { refreshPlans } from '../../entities/subscription/plans-cache.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { fetchAllPlans, retirePlan } from './admin-api.ts';
import { PlanFormModal } from './plan-form-modal.tsx';

/** Every plan, retired ones included: create, edit price, mark coming soon, retire. */
export function PlansAdmin() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const allPlans = useServerData('plans', fetchAllPlans);
  const { reload } = allPlans;
  const failure = allPlans.status === 'failed' ? allPlans.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
  const plans: AdminPlan[] | null =
    allPlans.status === 'loaded' ? allPlans.data : allPlans.status === 'failed' ? [] : null;

  async function retire(plan: AdminPlan) {
    try {
      await retirePlan(plan.id);
      notifyKey('subscriptions.success.planRetired');
      reload();
      refreshPlans();
    } catch (error) {
      await reportApiError(error);
    }
  }

  function open(plan: AdminPlan | null) {
    setEditing(plan);
    setFormOpened(true);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          <Trans>
            Price changes apply to new purchases; paid periods keep what they were bought with.
          </Trans>
        </Text>
        <Button onClick={() => open(null)}>
          <Trans>New subscription plan</Trans>
        </Button>
      </Group>
      {plans === null ? (
        <Loader />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <TableHeader
              titles={[
                <Trans>Plan</Trans>,
                <Trans>Category</Trans>,
                <Trans>Price</Trans>,
                <Trans>Teacher limit</Trans>,
                <Trans>State</Trans>,
                <Trans>Actions</Trans>,
              ]}
            />
            <Table.Tbody>
              {plans.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{planName(plan, locale)}</Table.Td>
                  <Table.Td>
                    {plan.category === 'personal' ? t`Personal` : t`School (organisation)`}
                  </Table.Td>
                  <Table.Td>{formatHalalas(plan.priceHalalas, locale)}</Table.Td>
                  <Table.Td>{plan.teacherLimit ?? '—'}</Table.Td>
                  <Table.Td>
                    {plan.retiredAt ? (
                      <Badge color="gray" variant="light">
                        <Trans>Retired</Trans>
                      </Badge>
                    ) : plan.isComingSoon ? (
                      <Badge color="yellow" variant="light">
                        <Trans>Coming soon</Trans>
                      </Badge>
                    ) : (
                      <Badge color="green" variant="light">
                        <Trans>On sale</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => open(plan)}>
                        <Trans>Edit</Trans>
                      </Button>
                      {!plan.retiredAt && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => void retire(plan)}
                        >
                          <Trans>Retire</Trans>
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PlanFormModal
        plan={editing}
        opened={formOpened}
        onClose={() => setFormOpened(false)}
        onSaved={() => {
          setFormOpened(false);
          reload();
          refreshPlans();
        }}
      />
    </Stack>
  );
}
