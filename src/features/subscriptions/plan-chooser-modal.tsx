import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { PlanCategory } from '../../../contract/subscriptions.ts';
import {
  closeSubscriptionDialog,
  openSubscriptionDialog,
} from '../../entities/subscription-gate/subscription-gate-store.ts';
import { usePlans } from '../../entities/subscription/plans-cache.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

import { PlanCard } from './plan-card.tsx';
import { planCategoriesFor } from './plan-categories-for.ts';
import { allAgreed, noAgreements, toggleAgreement } from './plan-agreements.ts';

/**
 * The plan chooser (docs/states-and-transitions.md, "Choosing a plan"): the categories the profile may buy, the three agreements
 * per card, then Select goes to Payment, or says the subscription is already active.
 */
export function PlanChooserModal({
  opened,
  onNavigate,
}: {
  opened: boolean;
  onNavigate: (to: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={closeSubscriptionDialog}
      title={t`Choose a plan`}
      size="xl"
      centered
    >
      {/* Mounted only while open, so every opening starts with no agreements ticked. */}
      <PlanChooserContent onNavigate={onNavigate} />
    </Modal>
  );
}

function PlanChooserContent({ onNavigate }: { onNavigate: (to: string) => void }) {
  const { t } = useLingui();
  const profile = useProfile();
  const plans = usePlans();
  const categories = planCategoriesFor(profile);
  const [category, setCategory] = useState<PlanCategory>(categories[0] ?? 'personal');
  const [agreements, setAgreements] = useState(noAgreements);

  const shown = (plans ?? []).filter(
    (plan) => plan.category === (categories.includes(category) ? category : categories[0]),
  );

  function select(planId: string) {
    if (profile?.subscriptionStatus === 'active') {
      openSubscriptionDialog('alreadySubscribed');
      return;
    }
    closeSubscriptionDialog();
    onNavigate(`/payment?planId=${encodeURIComponent(planId)}`);
  }

  return (
    <Stack gap="md">
      {categories.length > 1 && (
        <SegmentedControl
          value={categories.includes(category) ? category : (categories[0] ?? 'personal')}
          onChange={(value) => setCategory(value === 'organization' ? 'organization' : 'personal')}
          data={categories.map((value) => ({
            value,
            label: value === 'personal' ? t`Personal` : t`School (organisation)`,
          }))}
        />
      )}
      {category === 'organization' && profile?.role !== 'org_admin' && (
        <Text size="sm" c="dimmed">
          <Trans>
            After payment you become the principal of a new school named after the school in your
            profile, and you can invite your teachers.
          </Trans>
        </Text>
      )}
      {plans === null ? (
        <Loader />
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          <Trans>No plans are offered at the moment.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: shown.length > 2 ? 3 : 2 }}>
          {shown.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              ticked={agreements.planId === plan.id ? agreements.ticked : new Set()}
              canSelect={!plan.isComingSoon && allAgreed(agreements, plan.id)}
              onToggle={(key, checked) =>
                setAgreements((state) => toggleAgreement(state, plan.id, key, checked))
              }
              onSelect={() => select(plan.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed">
        <Trans>Prices are in Saudi riyals for one year. Payments are non-refundable.</Trans>
      </Text>
    </Stack>
  );
}
