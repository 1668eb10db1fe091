import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import {
  IconFileCheck,
  IconHome,
  IconPlus,
  IconTargetArrow,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { lazy } from 'react';
import { NavLink } from 'react-router-dom';

import type { Role } from '../../../contract/constants.ts';
import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { useSubscriptionGate } from '../../entities/subscription-gate/use-subscription-gate.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { staysInView } from '../../lib/navigation/use-keyboard-focus-kept-clear.ts';

import classes from './bottom-bar.module.css';
import {
  closeEvidenceCapture,
  openEvidenceCapture,
  useEvidenceCaptureOpened,
} from './evidence-capture.ts';
import { bottomBarLinks, type BottomBarLink, type BottomTab } from './main-menu-links.ts';
import { useBottomTabCounts } from './use-bottom-tab-counts.ts';

const loadCaptureDrawer = withCatalogs(
  ['achievements', 'components', 'entities'],
  () => import('../../features/achievements/capture-evidence-drawer.tsx'),
);
const CaptureEvidenceDrawer = lazy(loadCaptureDrawer);

const tabIcons: Record<BottomTab, Icon> = {
  home: IconHome,
  evidence: IconFileCheck,
  plans: IconTargetArrow,
  profile: IconUserCircle,
};

function Tab({ link, count = 0 }: { link: BottomBarLink; count?: number }) {
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const TabIcon = tabIcons[link.tab];
  const countText = numberFormat(locale).format(count);
  // NavLink marks the tab of the current screen, or of one below it, with aria-current="page".
  return (
    <li className={classes.slot}>
      <NavLink
        to={link.to}
        className={classes.tab}
        aria-description={
          count > 0
            ? t({
                message: plural(count, {
                  one: '# item waiting for you',
                  other: '# items waiting for you',
                }),
              })
            : undefined
        }
      >
        <span className={classes.iconPill}>
          <TabIcon size={22} stroke={1.75} aria-hidden />
          {count > 0 && (
            <bdi className={classes.count} aria-hidden data-testid={`tab-count-${link.tab}`}>
              {countText}
            </bdi>
          )}
        </span>
        <span className={classes.label}>{i18n._(link.label)}</span>
      </NavLink>
    </li>
  );
}

function CaptureButton() {
  const { t } = useLingui();
  const { guard } = useSubscriptionGate();
  return (
    <li className={classes.slot}>
      <UnstyledButton
        className={classes.capture}
        aria-label={t`Add evidence`}
        // The form's code starts loading at the touch, so it opens as the finger lifts.
        onPointerDown={() => void loadCaptureDrawer()}
        onClick={() => guard(openEvidenceCapture)}
      >
        <span className={classes.captureCircle}>
          <IconPlus size={28} stroke={2.25} aria-hidden />
        </span>
        <span className={classes.label}>
          <Trans>Add</Trans>
        </span>
      </UnstyledButton>
    </li>
  );
}

/**
 * The phone's navigation at the bottom of the screen, with evidence capture one tap away
 * from anywhere. Hidden from Mantine's `sm` breakpoint up, where the header has room.
 */
export default function BottomBar({ role }: { role: Role }) {
  const { t } = useLingui();
  const captureOpened = useEvidenceCaptureOpened();
  const links = bottomBarLinks(role);
  const counts = useBottomTabCounts();
  if (!links) return null;
  const [home, evidence, plans, profile] = links;
  return (
    <>
      <nav aria-label={t`Quick navigation`} className={classes.bar} {...staysInView}>
        <ul className={classes.items}>
          {home && <Tab link={home} count={counts.home} />}
          {evidence && <Tab link={evidence} count={counts.evidence} />}
          <CaptureButton />
          {plans && <Tab link={plans} count={counts.plans} />}
          {profile && <Tab link={profile} count={counts.profile} />}
        </ul>
      </nav>
      <MountWhenFirstOpened opened={captureOpened}>
        {(drawnOpen) => <CaptureEvidenceDrawer opened={drawnOpen} onClose={closeEvidenceCapture} />}
      </MountWhenFirstOpened>
    </>
  );
}
