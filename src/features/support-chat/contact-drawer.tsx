import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Drawer, Stack, Text } from '@mantine/core';

import { supportContact } from '../../../contract/support-contact.ts';
import { closeSupportChat, useChatLauncher } from '../../lib/support-chat/chat-launcher.ts';

/** The contact panel opened by "Contact us"; the live chat joins it with the support feature. */
export function ContactDrawer() {
  const { t } = useLingui();
  const { opened, identity } = useChatLauncher();
  return (
    <Drawer
      opened={opened}
      onClose={closeSupportChat}
      position="bottom"
      size="auto"
      title={t`Contact us`}
    >
      <Stack gap="sm" pb="md">
        {identity && (
          <Text>
            <Trans>
              Hello {identity.fullName}, we will answer you at {identity.email}.
            </Trans>
          </Text>
        )}
        <Text>
          <Trans>Our support team answers on working days, Sunday to Thursday.</Trans>
        </Text>
        <Anchor href={`mailto:${supportContact.email}`}>
          <Trans>Email: {supportContact.email}</Trans>
        </Anchor>
        <Anchor href={supportContact.whatsapp} target="_blank" rel="noopener noreferrer">
          <Trans>WhatsApp</Trans>
        </Anchor>
      </Stack>
    </Drawer>
  );
}
