import { Plural, Trans } from '@lingui/react/macro';
import { Accordion, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { retentionDaysAfterExpiry, trialDays } from '../../../contract/constants.ts';

import classes from './faq-section.module.css';
import { LandingSection } from './landing-section.tsx';

interface Question {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

export function FaqSection() {
  const questions: Question[] = [
    {
      key: 'offline',
      question: <Trans>Does Shawahid work without an internet connection?</Trans>,
      answer: (
        <Trans>
          Yes. Once you have signed in on a device, you can open Shawahid and capture evidence with
          no connection at all. Your entries and files are kept on the device and sync
          automatically, in order, as soon as you are back online. The app always shows what is
          still waiting to sync.
        </Trans>
      ),
    },
    {
      key: 'trial',
      question: <Trans>What happens when the free trial ends?</Trans>,
      answer: (
        <Trans>
          The trial lasts <Plural value={trialDays} one="# day" other="# days" /> from registration
          and includes every feature, with no payment details required. To keep working after it,
          choose a yearly plan from your profile. If you do not, your account stays in place and
          your data is kept as described below.
        </Trans>
      ),
    },
    {
      key: 'hosting',
      question: <Trans>Is my data stored in Saudi Arabia?</Trans>,
      answer: (
        <Trans>
          Yes. Shawahid is hosted in the Kingdom of Saudi Arabia, and personal data is handled under
          the Personal Data Protection Law. Card payments are processed by our payment provider;
          Shawahid never sees or stores card numbers. See the{' '}
          <Anchor component={Link} to="/privacy-policy" inherit>
            privacy policy
          </Anchor>{' '}
          for details.
        </Trans>
      ),
    },
    {
      key: 'refunds',
      question: <Trans>Can I get a refund or cancel my subscription?</Trans>,
      answer: (
        <Trans>
          Payments are non-refundable once made, so please use the free trial to make sure Shawahid
          suits you. You can cancel renewal at any time; you keep full access until the end of the
          period you have paid for. See the{' '}
          <Anchor component={Link} to="/refund-policy" inherit>
            refund policy
          </Anchor>
          .
        </Trans>
      ),
    },
    {
      key: 'expiry',
      question: <Trans>What happens to my data if my subscription expires?</Trans>,
      answer: (
        <Trans>
          We keep your data for{' '}
          <Plural value={retentionDaysAfterExpiry} one="# day" other="# days" /> after your
          subscription expires. Renew within that time and you continue exactly where you left off.
          After that period your data may be permanently deleted, so print or save your portfolio
          first if you do not plan to renew.
        </Trans>
      ),
    },
    {
      key: 'criteria',
      question: <Trans>Which criteria does Shawahid use?</Trans>,
      answer: (
        <Trans>
          The eleven criteria of the Ministry of Education&apos;s teacher job-performance
          evaluation, from performing job duties to diversifying assessment methods. You can link
          each piece of evidence to one or more criteria, and your coverage shows which criteria
          still need evidence.
        </Trans>
      ),
    },
    {
      key: 'principal-access',
      question: <Trans>Can my principal see my evidence?</Trans>,
      answer: (
        <Trans>
          Only if you are a member of your school&apos;s account. The principal of that school can
          view your evidence and development plans, follow your criteria coverage and add feedback
          and a grade. Other teachers cannot see your evidence. On an individual plan, your evidence
          is visible to you alone.
        </Trans>
      ),
    },
    {
      key: 'languages',
      question: <Trans>Can I use Shawahid in Arabic and in English?</Trans>,
      answer: (
        <Trans>
          Yes. Switch language at any time from the menu; Arabic is shown right to left. Your
          evidence stays the same whichever language you choose, and you can also pick a light or
          dark theme.
        </Trans>
      ),
    },
  ];

  return (
    <LandingSection id="faq" title={<Trans>Frequently asked questions</Trans>}>
      <Accordion variant="separated" radius="md" order={3} className={classes.accordion}>
        {questions.map(({ key, question, answer }) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control className={classes.control}>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text className={classes.answer}>{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </LandingSection>
  );
}
