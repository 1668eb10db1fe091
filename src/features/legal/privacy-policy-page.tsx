import { Plural, Trans } from '@lingui/react/macro';

import { minimumAgeYears, retentionDaysAfterExpiry } from '../../../contract/constants.ts';

import { LegalDocument } from './legal-document.tsx';
import type { LegalSection } from './legal-section.ts';

const lastUpdated = '2026-11-22';

export default function PrivacyPolicyPage() {
  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: <Trans>Scope and responsibility</Trans>,
      content: (
        <>
          <p>
            <Trans>
              This policy applies to the Shawahid web application, including its installed version,
              and to its support chat. We are responsible for the personal data we process to
              provide the service.
            </Trans>
          </p>
          <p>
            <Trans>
              When a school uses Shawahid, its principal decides which staff to invite and reviews
              their evidence and plans within the school account. The school is responsible for that
              use of its staff's data, and we process the data to provide the service to the school.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: <Trans>Data we collect</Trans>,
      content: (
        <>
          <p>
            <Trans>We collect only what the service needs:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                Account data: your full name, email address, password (stored only in a securely
                hashed form), role and school name and, if you add them, your job title, mobile
                number and profile picture.
              </Trans>
            </li>
            <li>
              <Trans>
                School data: the school's name, logo, contact email and subscription, and the email
                addresses of the staff invited to it.
              </Trans>
            </li>
            <li>
              <Trans>
                Evidence: descriptions, dates, durations, places, criteria, evidence types, links
                and the files you upload, such as images, videos, documents and certificates.
              </Trans>
            </li>
            <li>
              <Trans>
                Development plans: plans, goals, target measures, due dates, your self-evaluation,
                and your principal's comments and grades.
              </Trans>
            </li>
            <li>
              <Trans>
                Support chat: your messages to our support team, with the name, email address and
                role of your account so that we know whom we are helping.
              </Trans>
            </li>
            <li>
              <Trans>
                Subscription and payment records: the plan, amount, date, payment method type,
                status and the payment provider's reference. Card payments are handled by the
                payment provider; we never receive or store card numbers or security codes.
              </Trans>
            </li>
            <li>
              <Trans>
                Technical data: your sign-in session and your language and theme preferences on your
                device, and server logs such as IP address, time and type of request, kept for
                security.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: <Trans>How we use your data</Trans>,
      content: (
        <>
          <p>
            <Trans>We use personal data:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                to create and run your account and, in a school account, to let your principal
                manage staff and give feedback;
              </Trans>
            </li>
            <li>
              <Trans>
                to store and sync your evidence and plans and to produce your coverage and
                portfolio;
              </Trans>
            </li>
            <li>
              <Trans>
                to send service emails, such as verification codes, password reset links and
                subscription reminders;
              </Trans>
            </li>
            <li>
              <Trans>to process payments and manage subscriptions;</Trans>
            </li>
            <li>
              <Trans>to answer your questions in the support chat;</Trans>
            </li>
            <li>
              <Trans>
                to protect the service, for example by limiting repeated sign-in attempts and
                detecting misuse;
              </Trans>
            </li>
            <li>
              <Trans>to meet our legal obligations.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We process your data to perform our agreement with you, to meet legal obligations and,
              where required, with your consent. We do not sell personal data, do not use your
              evidence for advertising, and do not use advertising or third-party tracking cookies.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'who-can-see',
      title: <Trans>Who can see your data</Trans>,
      content: (
        <ul>
          <li>
            <Trans>You, on every device where you sign in.</Trans>
          </li>
          <li>
            <Trans>
              The principal of your school, if you are a member of a school account: your evidence,
              development plans, coverage, comments and grades. Other teachers cannot see your
              evidence.
            </Trans>
          </li>
          <li>
            <Trans>
              Our authorised staff, only where needed to provide support, keep the service secure or
              meet a legal obligation.
            </Trans>
          </li>
          <li>
            <Trans>
              Service providers working on our behalf, such as hosting, email delivery and the
              payment provider, each only for its own task and under an obligation to protect the
              data.
            </Trans>
          </li>
          <li>
            <Trans>Competent authorities, where the law requires us to disclose data.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'storage-and-security',
      title: <Trans>Where your data is stored and how we protect it</Trans>,
      content: (
        <>
          <p>
            <Trans>
              Shawahid's servers and your data are hosted in the Kingdom of Saudi Arabia. We do not
              transfer personal data outside the Kingdom except where the Personal Data Protection
              Law and its regulations permit it.
            </Trans>
          </p>
          <p>
            <Trans>
              We protect data with encrypted connections, passwords stored only as secure hashes,
              access limited by role and by school, checks on the type and size of uploaded files,
              and regular backups. No system is perfectly secure; if a breach affects your personal
              data, we will notify you and the competent authority as the law requires.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'on-your-device',
      title: <Trans>Data on your device</Trans>,
      content: (
        <>
          <p>
            <Trans>
              To work offline, the app keeps a copy of your data, including evidence files waiting
              to sync, in your browser's storage on your device. Each user's data is kept apart, so
              another person who signs in on the same device does not see yours.
            </Trans>
          </p>
          <p>
            <Trans>
              This copy stays on the device until you sign out or clear the browser's data. If items
              are still waiting to sync, the app warns you before you sign out. Protect your device
              with a screen lock, and sign out of shared devices.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: <Trans>How long we keep data</Trans>,
      content: (
        <>
          <p>
            <Trans>
              We keep your data for as long as your account is active. If your subscription expires,
              we keep your data for{' '}
              <Plural value={retentionDaysAfterExpiry} one="# day" other="# days" /> so that you can
              renew; after that period it may be permanently deleted.
            </Trans>
          </p>
          <p>
            <Trans>
              If you ask us to delete your account, we delete its data, except the payment and
              subscription records we must keep for the period required by law. Security logs are
              kept for a limited period and then deleted.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: <Trans>Your rights</Trans>,
      content: (
        <>
          <p>
            <Trans>Under the Personal Data Protection Law, you have the right to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>be informed of how your personal data is collected and used;</Trans>
            </li>
            <li>
              <Trans>access your personal data and obtain a copy of it in a readable format;</Trans>
            </li>
            <li>
              <Trans>have incorrect, incomplete or outdated data corrected;</Trans>
            </li>
            <li>
              <Trans>
                have your personal data destroyed when it is no longer needed, subject to what the
                law requires us to keep;
              </Trans>
            </li>
            <li>
              <Trans>withdraw your consent where processing is based on consent.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              You can view and correct most of your data yourself in your profile. For any other
              request, contact us through the support chat; we answer within the period set by the
              law. You may also lodge a complaint with the Saudi Data and Artificial Intelligence
              Authority (SDAIA).
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'students',
      title: <Trans>Students' data</Trans>,
      content: (
        <p>
          <Trans>
            Shawahid is intended for school staff aged{' '}
            <Plural value={minimumAgeYears} one="# year" other="# years" /> or over and is not
            directed at students. Evidence may nevertheless show students or their work. Upload only
            what the evidence needs, follow the regulations of the Ministry of Education and of your
            school on photographing students and sharing their work, and leave out names, national
            ID numbers and other details that are not necessary.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes-and-contact',
      title: <Trans>Changes and contact</Trans>,
      content: (
        <>
          <p>
            <Trans>
              We may update this policy. The date at the top shows the latest change, and we notify
              you in the app of significant changes before they take effect.
            </Trans>
          </p>
          <p>
            <Trans>
              For questions about your personal data or to exercise your rights, contact us through
              the support chat in the app: choose “Contact us” in the menu.
            </Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={<Trans>Privacy policy</Trans>}
      lastUpdated={lastUpdated}
      intro={
        <p>
          <Trans>
            This privacy policy explains what personal data Shawahid collects, why we use it, where
            it is stored, who can see it and what rights you have. We process personal data in
            accordance with the Personal Data Protection Law (PDPL) of the Kingdom of Saudi Arabia
            and its implementing regulations.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
