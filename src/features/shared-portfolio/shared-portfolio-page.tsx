import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';

import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { applyDocumentLocale, loadLocale } from '../../lib/i18n/i18n.ts';
import { readStoredLocale } from '../../lib/i18n/locale-preference.ts';

import { fetchSharedPortfolio } from './shared-portfolio-api.ts';
import { SharedPortfolioContent } from './shared-portfolio-content.tsx';

function LinkNoLongerWorks() {
  return (
    <Stack gap="md" data-testid="share-unavailable">
      <Alert color="gray" title={<Trans>This link no longer works</Trans>}>
        <Trans>
          It has expired or its owner revoked it. Ask the teacher who sent it for a new link.
        </Trans>
      </Alert>
      <Anchor component={Link} to="/">
        <Trans>Go to the home page</Trans>
      </Anchor>
    </Stack>
  );
}

/**
 * /share/:token: a portfolio shared by its owner or their principal, read-only and without an
 * account. It opens in the language the link was made in unless the visitor chose one.
 */
export default function SharedPortfolioPage() {
  const { token = '' } = useParams();
  const answer = useServerData(`shared-portfolio:${token}`, (signal) =>
    fetchSharedPortfolio(token, signal),
  );
  const linkLocale = answer.status === 'loaded' ? answer.data.locale : null;
  const appliedLinkLocale = useRef(false);
  useEffect(() => {
    if (!linkLocale || appliedLinkLocale.current || readStoredLocale() !== null) return;
    appliedLinkLocale.current = true;
    // Not stored: the visitor's own choice, made with the switcher, is what sticks.
    void loadLocale(linkLocale).then(() => applyDocumentLocale(linkLocale));
  }, [linkLocale]);

  return (
    <Container size="sm" py="md" px="md">
      {/* A link holder's portfolio is no page for search engines (React puts it in <head>). */}
      <meta name="robots" content="noindex, nofollow" />
      <Group justify="space-between" mb="lg">
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <BrandMark />
        </Anchor>
        <LanguageSwitcher />
      </Group>
      {answer.status === 'loading' && <Loader />}
      {answer.status === 'failed' &&
        (answer.error.status === 404 ? (
          <LinkNoLongerWorks />
        ) : (
          <Stack gap="sm">
            <Text>
              <Trans>The portfolio could not be loaded. Check your connection and try again.</Trans>
            </Text>
            <Button variant="default" onClick={answer.reload} style={{ alignSelf: 'flex-start' }}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        ))}
      {answer.status === 'loaded' && (
        <SharedPortfolioContent portfolio={answer.data} token={token} />
      )}
    </Container>
  );
}
