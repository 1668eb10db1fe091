import { z } from 'zod';

import { reviewStatuses } from './achievement-reviews.ts';
import { evidenceTypes } from './achievements.ts';
import { locales, planStatuses } from './constants.ts';
import { goalStatuses } from './development-plans.ts';
import { objectionDecisions } from './evaluation-objections.ts';
import { zId } from './ids.ts';
import { zPortfolioQuery } from './portfolio.ts';

/**
 * Share links of a portfolio (issue 22, item 4; docs/portfolio.md, "Share links"): a teacher,
 * or whoever may read their achievements, makes an expiring, revocable link to one school
 * year's portfolio that opens a read-only view without an account.
 */

/** How long a link may live, in days; 30 unless chosen. */
export const portfolioShareDurations = [7, 30, 90] as const;
export type PortfolioShareDuration = (typeof portfolioShareDurations)[number];
export const defaultPortfolioShareDuration: PortfolioShareDuration = 30;

export const portfolioShareLimits = {
  /** Anonymous reads of a shared portfolio's page, per address and minute. */
  viewsPerAddressPerMinute: 30,
  /** Thumbnails per address and minute: a page shows every photo of the year. */
  thumbnailsPerAddressPerMinute: 600,
  /** PDFs made from a link, per address and hour (each reads every photo). */
  pdfsPerAddressPerHour: 10,
  /** PDFs made from one link, per hour, whoever asks (the same file comes from a cache). */
  pdfsPerLinkPerHour: 30,
  /** Documents and videos opened from a link (its page or the PDF's QR codes), per address. */
  filesPerAddressPerHour: 120,
} as const;

export const portfolioShareStatuses = ['active', 'expired', 'revoked'] as const;
export type PortfolioShareStatus = (typeof portfolioShareStatuses)[number];

/** The address a link opens in the app: `/share/<token>`. */
export const sharedPortfolioPath = (token: string) => `/share/${encodeURIComponent(token)}`;

/** Where a link opens one of its documents or videos (the PDF's QR code, the page's link). */
export const sharedFilePath = (token: string, fileId: string) =>
  `/api/shared-portfolios/${encodeURIComponent(token)}/files/${encodeURIComponent(fileId)}`;

export const zPortfolioShareCreate = z.object({
  /** Whose portfolio; the caller's own when absent. */
  userId: zId.optional(),
  year: zPortfolioQuery.shape.year,
  /** The language the shared view and its PDF open in; the caller's when absent. */
  lang: zPortfolioQuery.shape.lang,
  expiresInDays: z
    .union(
      portfolioShareDurations.map((days) => z.literal(days)),
      { error: 'validation.error.mustBeOneOf' },
    )
    .default(defaultPortfolioShareDuration),
  /** Only the evidence the principal accepted, enforced by the server for the link's life. */
  acceptedOnly: z.boolean({ error: 'validation.error.mustBeBoolean' }).default(false),
});
export type PortfolioShareCreate = z.input<typeof zPortfolioShareCreate>;

/** `GET /portfolio-shares`: the links of a portfolio, the caller's own unless `userId`. */
export const zPortfolioShareListQuery = z.object({
  userId: zId.optional(),
  year: zPortfolioQuery.shape.year,
});
export type PortfolioShareListQuery = z.input<typeof zPortfolioShareListQuery>;

export const zPortfolioShare = z.object({
  id: z.string(),
  ownerId: z.string(),
  /** 2026 for 2026-2027. */
  schoolYear: z.number().int(),
  locale: z.enum(locales),
  /** The whole link, to copy or print. */
  url: z.string(),
  status: z.enum(portfolioShareStatuses),
  acceptedOnly: z.boolean(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type PortfolioShare = z.infer<typeof zPortfolioShare>;

/** The token in a shared link; anything else answers the same 404 as an unknown token. */
export const zSharedPortfolioParams = z.object({ token: z.string().max(200) });
export const zSharedPortfolioFileParams = z.object({
  token: z.string().max(200),
  fileId: z.string().max(200),
});
/** The shared PDF's language; the link's when absent. */
export const zSharedPortfolioPdfQuery = zPortfolioQuery.pick({ lang: true });

/**
 * Where a piece of evidence stands with the principal, as a portfolio prints it: accepted
 * with when and by whom, returned, or awaiting review.
 */
export const zPortfolioReview = z.object({
  status: z.enum(reviewStatuses),
  /** The accepting review's moment and reviewer; null unless accepted. */
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type PortfolioReview = z.infer<typeof zPortfolioReview>;

const zSharedEvidence = z.object({
  id: z.string(),
  description: z.string(),
  eventStartAt: z.string(),
  location: z.string(),
  evidenceType: z.enum(evidenceTypes),
  links: z.array(z.string()),
  /** Picture files, shown by `GET /shared-portfolios/:token/files/:fileId/thumbnail`. */
  photoIds: z.array(z.string()),
  /**
   * Documents and videos, opened by `GET /shared-portfolios/:token/files/:fileId`, which
   * honours ranges: the page plays a video or audio file in place.
   */
  otherFiles: z.array(z.object({ id: z.string(), name: z.string(), mimeType: z.string() })),
  review: zPortfolioReview,
});
export type SharedEvidence = z.infer<typeof zSharedEvidence>;

const zSharedCriterion = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  weight: z.number(),
  evidence: z.array(zSharedEvidence),
});
export type SharedCriterion = z.infer<typeof zSharedCriterion>;

const zSharedPlan = z.object({
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(planStatuses),
  goals: z.array(
    z.object({
      statement: z.string(),
      targetMetric: z.string(),
      dueDate: z.string(),
      progress: z.number().int(),
      status: z.enum(goalStatuses),
    }),
  ),
  selfEvaluation: z.string(),
  principalComment: z.string(),
  grade: z.number().int().nullable(),
});
export type SharedPlan = z.infer<typeof zSharedPlan>;

/**
 * The teacher's objection to a finalised evaluation as the portfolio's summary tells it: each
 * objected criterion with her reason and the principal's answer (kept, or changed from one
 * score to another) and when, and the overall rating before the objection and after its last
 * answer (null while an item waits for its answer).
 */
export const zEvaluationSummaryObjection = z.object({
  submittedAt: z.string(),
  answeredAt: z.string().nullable(),
  ratingBefore: z.number().int(),
  ratingAfter: z.number().int().nullable(),
  items: z.array(
    z.object({
      criterionId: z.string(),
      nameEn: z.string(),
      nameAr: z.string(),
      reason: z.string(),
      /** The principal's answer; null while it waits. */
      decision: z.enum(objectionDecisions).nullable(),
      fromScore: z.number().int().nullable(),
      toScore: z.number().int().nullable(),
      comment: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
});
export type EvaluationSummaryObjection = z.infer<typeof zEvaluationSummaryObjection>;

/** A finalised (or acknowledged) evaluation's result: never a draft. */
export const zEvaluationSummary = z.object({
  /** The overall rating 1-5 and its label; the weighted score it rounds, to two decimals. */
  overallRating: z.number().int(),
  weightedScore: z.number(),
  ratingNameEn: z.string().nullable(),
  ratingNameAr: z.string().nullable(),
  strengths: z.string(),
  developmentAreas: z.string(),
  /** Each scored criterion of the form's set, in the Ministry's order, 1 to 5. */
  scores: z.array(
    z.object({
      criterionId: z.string(),
      nameEn: z.string(),
      nameAr: z.string(),
      score: z.number().int(),
    }),
  ),
  principalName: z.string().nullable(),
  finalisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgementComment: z.string(),
  /** The teacher's objection and its answers, if she objected (the PDF portfolio shows it). */
  objection: zEvaluationSummaryObjection.nullable(),
});
export type EvaluationSummary = z.infer<typeof zEvaluationSummary>;

/** What a share link shows: the portfolio of one school year, and nothing else. */
export const zSharedPortfolio = z.object({
  locale: z.enum(locales),
  ownerName: z.string(),
  job: z.string().nullable(),
  schoolName: z.string().nullable(),
  principalName: z.string().nullable(),
  /** "2026-2027". */
  schoolYear: z.string(),
  expiresAt: z.string(),
  /** The link shows only accepted evidence. */
  acceptedOnly: z.boolean(),
  criteria: z.array(zSharedCriterion),
  plans: z.array(zSharedPlan),
  evaluation: zEvaluationSummary.nullable(),
});
export type SharedPortfolio = z.infer<typeof zSharedPortfolio>;
