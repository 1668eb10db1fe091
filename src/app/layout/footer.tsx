import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandTiktok, IconBrandWhatsapp, IconBrandX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { supportContact } from '../../../contract/support-contact.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useSession } from '../../lib/session/session-store.ts';

import classes from './footer.module.css';
import { useCurrentYear } from './use-current-year.ts';

const socialLinks = [
  { href: supportContact.x, label: msg`Shawahid on X`, Icon: IconBrandX },
  { href: supportContact.tiktok, label: msg`Shawahid on TikTok`, Icon: IconBrandTiktok },
  { href: supportContact.whatsapp, label: msg`Shawahid on WhatsApp`, Icon: IconBrandWhatsapp },
];

export function Footer() {
  const { i18n } = useLingui();
  const session = useSession();
  const year = useCurrentYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <BrandMark />
            <Text c="dimmed" fz="sm">
              <Trans>
                Achievement evidence and professional development plans for school staff in Saudi
                Arabia.
              </Trans>
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-labelledby="footer-platform">
            <Title order={2} fz="sm" id="footer-platform">
              <Trans>Platform</Trans>
            </Title>
            <Anchor component={Link} to="/#features" fz="sm">
              <Trans>Features</Trans>
            </Anchor>
            <Anchor component={Link} to="/#pricing" fz="sm">
              <Trans>Pricing</Trans>
            </Anchor>
          </Stack>
          <Stack gap={6} component="nav" aria-labelledby="footer-legal">
            <Title order={2} fz="sm" id="footer-legal">
              <Trans>Legal</Trans>
            </Title>
            <Anchor component={Link} to="/terms-of-service" fz="sm">
              <Trans>Terms of service</Trans>
            </Anchor>
            <Anchor component={Link} to="/refund-policy" fz="sm">
              <Trans>Refund policy</Trans>
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" fz="sm">
              <Trans>Privacy policy</Trans>
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" gap="sm">
          <Text c="dimmed" fz="sm">
            {session ? (
              <Trans>
                Welcome back, <bdi>{session.user.fullName}</bdi>.
              </Trans>
            ) : (
              <Trans>© {year} Shawahid. All rights reserved.</Trans>
            )}
          </Text>
          {!session && (
            <Group gap="xs">
              {socialLinks.map(({ href, label, Icon }) => (
                <ActionIcon
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  aria-label={i18n._(label)}
                >
                  <Icon size={18} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          )}
        </Group>
      </Container>
    </footer>
  );
}
