import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconCameraPlus,
  IconChartDonut3,
  IconDeviceMobileDown,
  IconLanguage,
  IconListCheck,
  IconPrinter,
  IconSchool,
  IconShieldLock,
  IconTargetArrow,
  type Icon,
} from '@tabler/icons-react';

export interface Feature {
  key: string;
  icon: Icon;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const featureList: readonly Feature[] = [
  {
    key: 'offline-capture',
    icon: IconCameraPlus,
    title: msg`Capture evidence, even offline`,
    description: msg`Photograph a lesson, a certificate or your students' work with your phone camera, or attach a video, a document or a link. Everything is saved on your device first and syncs automatically when you are back online.`,
  },
  {
    key: 'criteria',
    icon: IconListCheck,
    title: msg`Tagged to the eleven criteria`,
    description: msg`Link each piece of evidence to one or more of the eleven criteria of the Ministry of Education's teacher job-performance evaluation, with its type, date, duration and place.`,
  },
  {
    key: 'coverage',
    icon: IconChartDonut3,
    title: msg`See your coverage at a glance`,
    description: msg`Know which criteria are well documented and which still need evidence, long before evaluation time.`,
  },
  {
    key: 'portfolio',
    icon: IconPrinter,
    title: msg`A printable portfolio`,
    description: msg`Print a tidy evidence portfolio grouped by criterion, or save it as a PDF from your browser, ready for your principal or supervisor.`,
  },
  {
    key: 'development-plans',
    icon: IconTargetArrow,
    title: msg`Development plans and goals`,
    description: msg`Build a professional development plan with goals, target measures and due dates linked to the criteria. Add your self-evaluation; your principal adds feedback and a grade.`,
  },
  {
    key: 'school',
    icon: IconSchool,
    title: msg`Built for the whole school`,
    description: msg`Principals invite staff by email, assign development plans and follow each teacher's criteria coverage across the school.`,
  },
  {
    key: 'bilingual',
    icon: IconLanguage,
    title: msg`Arabic and English`,
    description: msg`A complete interface in both languages, right to left in Arabic, with light and dark themes.`,
  },
  {
    key: 'installable',
    icon: IconDeviceMobileDown,
    title: msg`Install it like an app`,
    description: msg`Add Shawahid to your phone's home screen or your computer straight from the browser. No app store, no large download.`,
  },
  {
    key: 'hosting',
    icon: IconShieldLock,
    title: msg`Your data stays in Saudi Arabia`,
    description: msg`Your evidence and account data are hosted in the Kingdom of Saudi Arabia and handled under the Personal Data Protection Law.`,
  },
];
