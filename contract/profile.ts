import { z } from 'zod';

import { locales, roles, subscriptionStatuses } from './constants.ts';
import { zJobModel } from './job-models.ts';

/** GET /profile: the signed-in user, merged into the auth user (docs/states-and-transitions.md, "Sign in"). */
export const zProfile = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  profilePictureUrl: z.string().nullable(),
  role: z.enum(roles),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  schoolName: z.string().nullable(),
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  job: z.string().nullable(),
  /** Whose criteria set the user's evidence and forms use (contract/job-models.ts). */
  jobModel: zJobModel,
  locale: z.enum(locales),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  subscriptionEndDate: z.string().nullable(),
  subscriptionPlanName: z.string().nullable(),
  /**
   * The plan's Arabic name, so the plan reads in Arabic offline; null for the trial or a plan no
   * longer on record, and absent in a profile a device kept from before it was sent.
   */
  subscriptionPlanNameAr: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof zProfile>;

/** A row of subscription or payment history (docs/states-and-transitions.md, "Payments"). */
export const zHistoryRow = z.object({
  id: z.string(),
  transactionDate: z.string(),
  amountHalalas: z.number().int(),
  paymentMethod: z.string().nullable(),
  planName: z.string(),
  /** The plan's Arabic name; null for the trial or a plan no longer on record. */
  planNameAr: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.string(),
  /** The VAT in the amount. */
  vatHalalas: z.number().int(),
  /** The payment's tax invoice, once issued (docs/billing.md). */
  invoiceId: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
});
export type HistoryRow = z.infer<typeof zHistoryRow>;

/** `GET /profile-pictures/:name`: a stored picture's file name (the server checks its form). */
export const zProfilePictureParams = z.object({ name: z.string() });
