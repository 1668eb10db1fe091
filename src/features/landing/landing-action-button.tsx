import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Role } from '../../../contract/constants.ts';
import { brandPathFor } from '../../lib/session/home-path.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { ForwardArrowIcon } from './forward-arrow-icon.tsx';

const homeLabel: Record<Role, MessageDescriptor> = {
  agent: msg`Go to my dashboard`,
  org_admin: msg`Go to my dashboard`,
  customer: msg`Go to payments`,
  super_admin: msg`Go to system settings`,
};

interface LandingActionButtonProps extends ButtonProps {
  /** What a visitor is offered: signing up, with `guestLabel` on the button. */
  guestLabel: ReactNode;
  /**
   * Where a signed-in user goes instead: their home (the hero, the closing call), or their
   * subscription (a plan's card).
   */
  signedIn: 'home' | 'subscription';
  withArrow?: boolean;
}

/**
 * The landing page's calls to sign up. A signed-in user reading the landing page (the brand
 * link of a guest page, an old bookmark) is offered the way back to their work instead: the
 * sign-up page would only send them home.
 */
export function LandingActionButton({
  guestLabel,
  signedIn,
  withArrow = false,
  ...props
}: LandingActionButtonProps) {
  const { i18n } = useLingui();
  const user = useSession()?.user ?? null;
  const rightSection = withArrow ? <ForwardArrowIcon /> : undefined;
  if (!user) {
    return (
      <Button component={Link} to="/signup" rightSection={rightSection} {...props}>
        {guestLabel}
      </Button>
    );
  }
  // The super admin holds no subscription.
  const [to, label] =
    signedIn === 'subscription' && user.role !== 'super_admin'
      ? ['/payment', i18n._(msg`See my subscription`)]
      : [brandPathFor(user.role), i18n._(homeLabel[user.role])];
  return (
    <Button component={Link} to={to} rightSection={rightSection} {...props}>
      {label}
    </Button>
  );
}
