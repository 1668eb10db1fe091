import type { Locale, Role } from '../../../contract/constants.ts';

/** One shared password for every demo account; it meets the password rules of docs/validation.md, "Accounts". */
export const demoPassword = 'Shawahid#2026';

export const demoOrganization = {
  name: 'Al-Noor Secondary School',
  subdomain: 'al-noor',
  contactEmail: 'principal@shawahid.test',
} as const;

export interface DemoUser {
  role: Role;
  email: string;
  fullName: string;
  /** Member of the demo organisation. */
  inOrganization: boolean;
  /** Gets a personal 14-day trial, as a signup would. */
  withTrial: boolean;
  schoolName: string | null;
  job: string | null;
  mobile: string;
  dateOfBirth: string;
  locale: Locale;
}

const alNoorInArabic = 'مدرسة النور الثانوية';

export const demoUsers: readonly DemoUser[] = [
  {
    role: 'super_admin',
    email: 'admin@shawahid.test',
    fullName: 'Shawahid Administrator',
    inOrganization: false,
    withTrial: false,
    schoolName: null,
    job: 'System administrator',
    mobile: '+966500000001',
    dateOfBirth: '1985-01-15',
    locale: 'en',
  },
  {
    role: 'org_admin',
    email: 'principal@shawahid.test',
    fullName: 'Huda Al-Shehri',
    inOrganization: true,
    withTrial: false,
    schoolName: alNoorInArabic,
    job: 'Principal',
    mobile: '+966500000002',
    dateOfBirth: '1978-04-02',
    locale: 'ar',
  },
  {
    role: 'agent',
    email: 'teacher@shawahid.test',
    fullName: 'Nora Al-Qahtani',
    inOrganization: true,
    withTrial: false,
    schoolName: alNoorInArabic,
    job: 'Mathematics teacher',
    mobile: '+966500000003',
    dateOfBirth: '1990-05-14',
    locale: 'en',
  },
  {
    role: 'agent',
    email: 'teacher2@shawahid.test',
    fullName: 'Reem Al-Otaibi',
    inOrganization: true,
    withTrial: false,
    schoolName: alNoorInArabic,
    job: 'Science teacher',
    mobile: '+966500000004',
    dateOfBirth: '1992-09-30',
    locale: 'ar',
  },
  {
    role: 'agent',
    email: 'solo.teacher@shawahid.test',
    fullName: 'Sara Al-Harbi',
    inOrganization: false,
    withTrial: true,
    schoolName: 'Jeddah Model School',
    job: 'English teacher',
    mobile: '+966500000005',
    dateOfBirth: '1988-02-01',
    locale: 'en',
  },
  {
    role: 'customer',
    email: 'billing@shawahid.test',
    fullName: 'Faisal Al-Dosari',
    inOrganization: true,
    withTrial: false,
    schoolName: alNoorInArabic,
    job: 'Billing contact',
    mobile: '+966500000006',
    dateOfBirth: '1980-11-20',
    locale: 'en',
  },
];
