export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'light';

export const storageKeys = {
  theme: 'theme',
  locale: 'locale',
  accessToken: 'accessToken',
  /** The user who said at sign-in that this is a shared device (issue 18). */
  sharedDeviceUser: 'sharedDeviceUser',
  /** Visits, "Not now" answers and installation, for the offer to install the app. */
  installOffer: 'installOffer',
} as const;

export const requestTimeoutMs = 10_000;
/**
 * How long the app waits for a file's answer (a portfolio PDF, an invoice, an export): the
 * server makes it before answering, for up to its render budget (PDF_RENDER_BUDGET_MS, 120 s
 * by default), then answers it or 503 busy.
 */
export const fileAnswerTimeoutMs = 130_000;

export const toastRules = {
  autoCloseMs: 5_000,
  limit: 20,
  /** A toast dragged sideways by this share of its width is dismissed. */
  dismissAtDragShare: 0.6,
} as const;

export const trialDays = 14;
/** The name the trial subscription is stored under; the app shows it in the reader's language. */
export const trialPlanName = 'Free trial';
export const retentionDaysAfterExpiry = 30;
export const verificationCodeLength = 6;
export const verificationCodeValidityMinutes = 15;
/** How long to wait before another verification code may be sent to the same address. */
export const verificationCodeResendSeconds = 60;
/** Wrong guesses that void a verification code. */
export const verificationCodeMaxAttempts = 5;
export const passwordResetLinkValidityMinutes = 60;
/** Access tokens last a school day; a new sign-in is needed after that. */
export const accessTokenLifetimeHours = 8;
export const minimumPasswordLength = 8;
export const minimumAgeYears = 18;

export const roles = ['super_admin', 'org_admin', 'agent', 'customer'] as const;
/**
 * The roles that take a seat of a school's plan: teachers and principals. Each takes one but the
 * one whose payment bought it (issue 18), so promoting a teacher frees nothing.
 */
export const seatRoles = ['org_admin', 'agent'] as const;
/**
 * The roles that keep evidence, plans and evaluations: teachers, principals and the super admin
 * (who reviews principals' work). A `customer` (a billing contact) is none of them.
 */
export const staffRoles = ['agent', 'org_admin', 'super_admin'] as const;
/** A principal and up to two deputies (وكلاء) lead a school in the app. */
export const maxPrincipalsPerSchool = 3;
export type Role = (typeof roles)[number];

export const subscriptionStatuses = [
  'active',
  'trial',
  'expired',
  'cancelled',
  'suspended',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Marketing tiers of docs/constants.md, "Subscriptions and prices": teachers, offer price and list price in SAR a year. */
export const organizationTiers = [
  { teachers: 15, priceSar: 375, listPriceSar: 750 },
  { teachers: 25, priceSar: 575, listPriceSar: 1150 },
  { teachers: 50, priceSar: 1000, listPriceSar: 2000 },
  { teachers: 120, priceSar: 1800, listPriceSar: 3600 },
] as const;

// Status and role lists other contracts' schemas use: kept here, free of schemas, so a
// module that needs only a list (the dashboard) does not build every schema of another.
export const planStatuses = ['draft', 'active', 'completed'] as const;
export type PlanStatus = (typeof planStatuses)[number];

export const invitationRoles = ['agent', 'org_admin'] as const;
export type InvitationRole = (typeof invitationRoles)[number];

export const paymentStatuses = ['initiated', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
