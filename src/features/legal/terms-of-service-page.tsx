import { Plural, Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

import {
  minimumAgeYears,
  retentionDaysAfterExpiry,
  trialDays,
} from '../../../contract/constants.ts';

import { LegalDocument } from './legal-document.tsx';
import type { LegalSection } from './legal-section.ts';

const lastUpdated = '2026-11-22';

export default function TermsOfServicePage() {
  const sections: LegalSection[] = [
    {
      id: 'service',
      title: <Trans>The service</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Shawahid lets you capture achievement evidence such as photos, videos, documents,
              certificates and links; link it to the criteria of the Ministry of Education's teacher
              job-performance evaluation; see which criteria are covered; print a portfolio grouped
              by criterion; and build professional development plans with goals. Principals can
              invite staff to a school account, assign development plans and add feedback and
              grades.
            </Trans>
          </p>
          <p>
            <Trans>
              Shawahid is an independent service. It is not operated by or affiliated with the
              Ministry of Education. It helps you organise and present your evidence; decisions on
              performance evaluation remain with your school and the competent authorities.
            </Trans>
          </p>
          <p>
            <Trans>
              We may improve, change or withdraw features from time to time. Where a change
              significantly reduces a paid feature, we will tell you in the app in advance.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: <Trans>Your account</Trans>,
      content: (
        <>
          <p>
            <Trans>
              You must be at least <Plural value={minimumAgeYears} one="# year" other="# years" />{' '}
              old to create an account. You agree to give accurate information, including your name,
              email address and school name, and to keep it up to date.
            </Trans>
          </p>
          <p>
            <Trans>
              You are responsible for keeping your password confidential and for everything done
              under your account. Each account is for one person; do not share your sign-in details.
              If you believe someone else has used your account, change your password and contact us
              through the support chat straight away.
            </Trans>
          </p>
          <p>
            <Trans>
              You can sign in on more than one device. On a shared device, sign out when you finish
              so that the next person cannot see your data.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'school-accounts',
      title: <Trans>School accounts and roles</Trans>,
      content: (
        <>
          <p>
            <Trans>
              A user who chooses a school plan becomes the principal, that is the administrator, of
              a school account. The principal may invite staff by email, remove them, assign
              development plans and review the evidence and plans of the school's members.
            </Trans>
          </p>
          <p>
            <Trans>
              By accepting an invitation you join the school account, and the school's principal can
              then view your evidence, development plans and criteria coverage and add comments and
              grades. A user can belong to only one school at a time.
            </Trans>
          </p>
          <p>
            <Trans>
              The principal confirms that they are authorised by the school to manage its account,
              invites only people who work at the school, and removes access for staff who leave. A
              school plan covers a set number of teachers; invitations and new staff accounts beyond
              that number are refused.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'subscriptions',
      title: <Trans>Free trial, subscriptions and payment</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Every new account starts with a free trial of{' '}
              <Plural value={trialDays} one="# day" other="# days" />, with no payment details
              required. To continue after the trial, you choose a yearly plan: an individual plan
              for a single teacher, or a school plan for a set number of teachers.
            </Trans>
          </p>
          <p>
            <Trans>
              Prices are shown in Saudi riyals before you pay and cover one year from the date of
              payment. Before paying, you confirm that you accept these terms and the refund policy
              and that you understand payments are not refundable. Launch offers and discounts apply
              only for the period stated with them.
            </Trans>
          </p>
          <p>
            <Trans>
              Payments are processed by a licensed payment provider, by card, Apple Pay or STC Pay
              where available. We do not receive or store your card number. A subscription is
              activated only after the payment provider has confirmed the payment to us.
            </Trans>
          </p>
          <p>
            <Trans>
              Payments are non-refundable once made, as set out in our{' '}
              <Anchor component={Link} to="/refund-policy" inherit>
                refund policy
              </Anchor>
              . You can cancel renewal at any time; your access continues until the end of the
              period you have paid for.
            </Trans>
          </p>
          <p>
            <Trans>
              We may change our prices. A new price never applies to a period you have already paid
              for, and we show it to you before you pay for the next period.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: <Trans>Your content</Trans>,
      content: (
        <>
          <p>
            <Trans>
              You keep all rights to the evidence, files, descriptions, plans and messages you add
              to Shawahid (your content). You grant us a limited licence to store, copy, process and
              display your content only as needed to provide the service to you and, in a school
              account, to your school's principal, including keeping backups.
            </Trans>
          </p>
          <p>
            <Trans>
              You are responsible for your content and confirm that you have the right to upload it
              and that it does not infringe the rights of others. Evidence often shows students:
              follow the regulations of the Ministry of Education and of your school on
              photographing students, obtain any permission required, and leave out students'
              personal details that the evidence does not need.
            </Trans>
          </p>
          <p>
            <Trans>
              We do not sell your content or use it for advertising. We may remove content that
              clearly breaches these terms or the law, and we will tell you when we do so unless the
              law prevents us.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: <Trans>Acceptable use</Trans>,
      content: (
        <>
          <p>
            <Trans>When using Shawahid, you must not:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                upload evidence you know to be false, or present the work of others as your own;
              </Trans>
            </li>
            <li>
              <Trans>
                upload content that is unlawful, offensive or contrary to public order or public
                morals in the Kingdom;
              </Trans>
            </li>
            <li>
              <Trans>
                access or try to access another user's account or data, or a school you do not
                belong to;
              </Trans>
            </li>
            <li>
              <Trans>
                upload malicious software, interfere with or overload the service, or probe it for
                weaknesses without our written permission;
              </Trans>
            </li>
            <li>
              <Trans>
                copy, resell or reverse-engineer the service, or access it by automated means other
                than the app itself;
              </Trans>
            </li>
            <li>
              <Trans>
                use the support chat to harass our staff or to send unrelated advertising.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We may suspend an account that breaches this section, as described in the section on
              expiry, suspension and termination.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'offline',
      title: <Trans>Offline use and synchronisation</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Shawahid keeps a copy of your data on your device so that you can work without a
              connection. Evidence you capture offline is stored on the device until it is sent to
              our servers, and the app shows what is still waiting to sync.
            </Trans>
          </p>
          <p>
            <Trans>
              Until an item has synced, it exists only on your device. We cannot recover items lost
              before they sync, for example if the device is lost or reset or the browser's stored
              data is cleared. Connect regularly so that your work is synced, and do not clear the
              app's data while items are waiting.
            </Trans>
          </p>
          <p>
            <Trans>
              If our servers reject an item, for example because a required detail is missing, the
              app keeps it and asks you to correct it; it is never dropped silently.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: <Trans>Expiry, suspension and termination</Trans>,
      content: (
        <>
          <p>
            <Trans>
              When a trial or subscription ends without renewal, it expires and access to the
              service is limited until you choose a plan. We keep your data for{' '}
              <Plural value={retentionDaysAfterExpiry} one="# day" other="# days" /> after expiry so
              that you can renew and continue. After that period, your data may be permanently
              deleted.
            </Trans>
          </p>
          <p>
            <Trans>
              We may suspend or close an account that seriously or repeatedly breaches these terms,
              that is used fraudulently, or where the law requires it. Where possible we warn you
              first and give you a chance to put things right. A suspension for breach does not
              entitle you to a refund.
            </Trans>
          </p>
          <p>
            <Trans>
              You may stop using Shawahid at any time and ask us through the support chat to delete
              your account. Deleting an account removes its evidence and plans; we keep payment
              records for as long as the law requires.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: <Trans>Availability and liability</Trans>,
      content: (
        <>
          <p>
            <Trans>
              We work to keep Shawahid available and your data safe, but we provide the service as
              it is and as available. It may occasionally be interrupted for maintenance, updates or
              reasons beyond our control.
            </Trans>
          </p>
          <p>
            <Trans>
              To the extent permitted by law, we are not liable for indirect or consequential loss,
              for the loss of data that had not synced from your device, or for decisions taken by
              anyone on the basis of content in Shawahid. Our total liability in connection with the
              service is limited to the amount you paid us in the twelve months before the event
              giving rise to the claim.
            </Trans>
          </p>
          <p>
            <Trans>
              Nothing in these terms limits any liability that cannot be limited under the laws of
              the Kingdom of Saudi Arabia, including liability for fraud or wilful misconduct.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'law-and-contact',
      title: <Trans>Governing law, changes and contact</Trans>,
      content: (
        <>
          <p>
            <Trans>
              These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute that
              cannot be settled amicably shall be referred to the competent courts in the Kingdom of
              Saudi Arabia.
            </Trans>
          </p>
          <p>
            <Trans>
              We may update these terms. The date at the top of this page shows the latest change,
              and we notify you in the app of significant changes before they take effect.
              Continuing to use Shawahid after a change takes effect means you accept the updated
              terms.
            </Trans>
          </p>
          <p>
            <Trans>
              For any question about these terms, contact us through the support chat in the app:
              choose “Contact us” in the menu.
            </Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={<Trans>Terms of service</Trans>}
      lastUpdated={lastUpdated}
      intro={
        <p>
          <Trans>
            These terms govern your use of Shawahid, a web application in which teachers and other
            school staff record evidence of their work against job-performance criteria, build
            professional development plans and, in school accounts, work with their principal. By
            creating an account or using Shawahid, you agree to these terms, to our{' '}
            <Anchor component={Link} to="/refund-policy" inherit>
              refund policy
            </Anchor>{' '}
            and to our{' '}
            <Anchor component={Link} to="/privacy-policy" inherit>
              privacy policy
            </Anchor>
            .
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
