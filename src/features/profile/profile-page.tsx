import { Trans } from '@lingui/react/macro';
import { Card, Container, Loader, Stack, Tabs, Title } from '@mantine/core';

import { useProfile } from '../../lib/session/profile-store.ts';

import { ChangePasswordForm } from './change-password-form.tsx';
import { DeviceStorage } from './device-storage.tsx';
import { EvidenceStorageUsage } from './evidence-storage-usage.tsx';
import { HistoryTable } from './history-table.tsx';
import { NotificationPreferences } from './notification-preferences.tsx';
import { fetchPaymentHistory, fetchSubscriptionHistory } from './profile-api.ts';
import { ProfileInfoForm } from './profile-info-form.tsx';
import { ProfilePictureUpload } from './profile-picture-upload.tsx';
import { SignOutOtherDevices } from './sign-out-other-devices.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';

export default function ProfilePage() {
  const profile = useProfile();
  if (!profile) {
    return (
      <Container py="xl">
        <Loader />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>My profile</Trans>
        </Title>
        <Tabs defaultValue="account" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="account">
              <Trans>Account</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="subscription">
              <Trans>Current subscription</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="subscriptions">
              <Trans>Subscription history</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="payments">
              <Trans>Payment history</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account" pt="lg">
            <Stack gap="lg">
              <Card withBorder>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    <Trans>Personal information</Trans>
                  </Title>
                  <ProfilePictureUpload profile={profile} />
                  <ProfileInfoForm key={profile.id} profile={profile} />
                </Stack>
              </Card>
              <Card withBorder id="notifications">
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    <Trans>Notifications</Trans>
                  </Title>
                  <NotificationPreferences role={profile.role} />
                </Stack>
              </Card>
              <Card withBorder>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    <Trans>Storage on this device</Trans>
                  </Title>
                  <DeviceStorage />
                </Stack>
              </Card>
              <Card withBorder>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    <Trans>Change password</Trans>
                  </Title>
                  <ChangePasswordForm />
                </Stack>
              </Card>
              <Card withBorder>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    <Trans>Signed-in devices</Trans>
                  </Title>
                  <SignOutOtherDevices />
                </Stack>
              </Card>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="subscription" pt="lg">
            <Stack gap="lg">
              <SubscriptionPanel profile={profile} />
              {profile.role !== 'customer' && (
                <Card withBorder>
                  <Stack gap="md">
                    <Title order={2} fz="h4">
                      <Trans>Storage for evidence</Trans>
                    </Title>
                    <EvidenceStorageUsage />
                  </Stack>
                </Card>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="subscriptions" pt="lg">
            <HistoryTable load={fetchSubscriptionHistory} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="lg">
            <HistoryTable load={fetchPaymentHistory} withInvoices />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
