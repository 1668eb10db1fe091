import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';

import type { Criterion, EvidenceType } from '../../../../contract/achievements.ts';
import type { DevelopmentPlan } from '../../../../contract/development-plans.ts';
import type { PortfolioReview } from '../../../../contract/portfolio-shares.ts';
import type { SchoolYearSpan } from '../../../../contract/school-year.ts';
import type { Database } from '../../db/database.ts';
import {
  achievementCriteria,
  achievementReviews,
  achievements,
} from '../../db/tables/achievements.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { users } from '../../db/tables/users.ts';
import { criteriaForJob } from '../criteria/criteria-service.ts';
import { plansOf } from '../development-plans/plan-records.ts';

/**
 * A picture among an achievement's files, by the thumbnail made at upload (at most 480 px),
 * read from storage only when its page is drawn: the originals are never read.
 */
export interface PortfolioPhoto {
  id: string;
  thumbnailKey: string;
}

/** A file that is not a picture (a document, a video): printed by name with a QR code. */
export interface PortfolioFile {
  id: string;
  name: string;
  /** As sniffed at upload: the share page plays a video or audio file in place. */
  mimeType: string;
  /** The address its QR code opens; set by whoever answers the PDF (`send-portfolio-pdf.ts`). */
  openUrl?: string;
}

export interface PortfolioEvidence {
  id: string;
  description: string;
  eventStartAt: Date;
  location: string;
  evidenceType: EvidenceType;
  links: string[];
  photos: PortfolioPhoto[];
  /** The files that are not pictures (documents, videos). */
  otherFiles: PortfolioFile[];
  review: PortfolioReview;
  /** The school the owner was in when they recorded it; null outside any school. */
  organizationId: string | null;
}

export interface PortfolioCriterion extends Criterion {
  evidence: PortfolioEvidence[];
}

/** Everything a portfolio shows, read from the database at once; photos stay in storage. */
export interface PortfolioContent {
  owner: { fullName: string; job: string | null; schoolName: string | null };
  principalName: string | null;
  logoUrl: string | null;
  schoolYear: SchoolYearSpan;
  /** Only the evidence the principal accepted is in it. */
  acceptedOnly: boolean;
  criteria: PortfolioCriterion[];
  /** The plans that ran during the year, with goals and feedback, as the API answers them. */
  plans: DevelopmentPlan[];
}

async function schoolOf(db: Database, organizationId: string | null) {
  if (!organizationId) return undefined;
  const [school] = await db
    .select({ name: organizations.name, logoUrl: organizations.logoUrl })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  // The principal who has led it longest; deputies come after.
  const [principal] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'org_admin'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return school && { ...school, principalName: principal?.fullName ?? null };
}

/**
 * Which of the owner's evidence a portfolio shows beyond the year: a share link's school's
 * only (`null`: what the owner recorded outside any school), and only accepted evidence.
 */
export interface PortfolioScope {
  organizationId?: string | null;
  acceptedOnly?: boolean;
}

/** The achievements a portfolio shows: the owner's live ones of the school year, in scope. */
export function portfolioAchievementsCondition(
  ownerId: string,
  year: SchoolYearSpan,
  scope: PortfolioScope = {},
) {
  const conditions: SQL[] = [
    eq(achievements.ownerId, ownerId),
    isNull(achievements.deletedAt),
    gte(achievements.eventStartAt, year.from),
    lt(achievements.eventStartAt, year.until),
  ];
  if (scope.organizationId !== undefined) {
    conditions.push(
      scope.organizationId === null
        ? isNull(achievements.organizationId)
        : eq(achievements.organizationId, scope.organizationId),
    );
  }
  if (scope.acceptedOnly) conditions.push(eq(achievements.reviewStatus, 'accepted'));
  return and(...conditions);
}

/** The latest accepting review of each accepted achievement: when, and who. */
async function acceptancesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { reviewedAt: Date; reviewerName: string }>();
  const rows = await db
    .select({
      achievementId: achievementReviews.achievementId,
      reviewedAt: achievementReviews.createdAt,
      reviewerName: users.fullName,
    })
    .from(achievementReviews)
    .innerJoin(users, eq(users.id, achievementReviews.reviewerId))
    .where(
      and(
        inArray(achievementReviews.achievementId, ids),
        eq(achievementReviews.decision, 'accepted'),
      ),
    )
    .orderBy(desc(achievementReviews.createdAt), desc(achievementReviews.id));
  const latest = new Map<string, { reviewedAt: Date; reviewerName: string }>();
  for (const row of rows) if (!latest.has(row.achievementId)) latest.set(row.achievementId, row);
  return latest;
}

async function evidenceOf(
  db: Database,
  ownerId: string,
  year: SchoolYearSpan,
  scope: PortfolioScope,
) {
  const rows = await db
    .select()
    .from(achievements)
    .where(portfolioAchievementsCondition(ownerId, year, scope))
    .orderBy(asc(achievements.eventStartAt), asc(achievements.id));
  const ids = rows.map((row) => row.id);
  const acceptedIds = rows.filter((row) => row.reviewStatus === 'accepted').map((row) => row.id);
  const [links, files, acceptances] =
    ids.length === 0
      ? [[], [], new Map<string, { reviewedAt: Date; reviewerName: string }>()]
      : await Promise.all([
          db
            .select()
            .from(achievementCriteria)
            .where(inArray(achievementCriteria.achievementId, ids)),
          db
            .select()
            .from(evidenceFiles)
            .where(inArray(evidenceFiles.achievementId, ids))
            .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id)),
          acceptancesOf(db, acceptedIds),
        ]);
  const evidence = rows.map((row): PortfolioEvidence & { criterionIds: string[] } => {
    const own = files.filter((file) => file.achievementId === row.id);
    return {
      id: row.id,
      description: row.description,
      eventStartAt: row.eventStartAt,
      location: row.location,
      evidenceType: row.evidenceType,
      links: row.links,
      photos: own.flatMap(({ id, thumbnailKey }) => (thumbnailKey ? [{ id, thumbnailKey }] : [])),
      // Documents, videos, and pictures sharp could not read at upload (some HEIC files).
      otherFiles: own
        .filter((file) => !file.thumbnailKey)
        .map(({ id, name, mimeType }) => ({ id, name, mimeType })),
      review: reviewOf(row.reviewStatus, acceptances.get(row.id)),
      organizationId: row.organizationId,
      criterionIds: links
        .filter((link) => link.achievementId === row.id)
        .map((link) => link.criterionId),
    };
  });
  return evidence;
}

function reviewOf(
  status: PortfolioReview['status'],
  acceptance: { reviewedAt: Date; reviewerName: string } | undefined,
): PortfolioReview {
  if (status !== 'accepted' || !acceptance) {
    return { status, reviewedAt: null, reviewerName: null };
  }
  return {
    status,
    reviewedAt: acceptance.reviewedAt.toISOString(),
    reviewerName: acceptance.reviewerName,
  };
}

async function plansDuring(
  db: Database,
  ownerId: string,
  year: SchoolYearSpan,
): Promise<DevelopmentPlan[]> {
  const rows = await db
    .select()
    .from(developmentPlans)
    .where(
      and(
        eq(developmentPlans.beneficiaryId, ownerId),
        isNull(developmentPlans.deletedAt),
        // Plans that run during the year, whenever they began.
        lt(developmentPlans.startDate, year.untilDay),
        gte(developmentPlans.endDate, year.fromDay),
      ),
    )
    .orderBy(asc(developmentPlans.startDate), asc(developmentPlans.id));
  return plansOf(db, rows);
}

/**
 * A user's portfolio for a school year: their criteria set in the Ministry's order, each with
 * the year's evidence tagged with it (an achievement under every criterion it serves) and its
 * review status, and the development plans that ran during the year.
 */
export async function portfolioContentOf(
  db: Database,
  ownerId: string,
  year: SchoolYearSpan,
  scope: PortfolioScope = {},
): Promise<PortfolioContent> {
  const [owner] = await db
    .select({
      fullName: users.fullName,
      job: users.job,
      jobModel: users.jobModel,
      schoolName: users.schoolName,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) throw new Error(`no user ${ownerId}`);
  const [school, criteria, evidence, plans] = await Promise.all([
    schoolOf(db, owner.organizationId),
    criteriaForJob(db, owner.jobModel),
    evidenceOf(db, ownerId, year, scope),
    plansDuring(db, ownerId, year),
  ]);
  return {
    owner: {
      fullName: owner.fullName,
      job: owner.job,
      schoolName: school?.name ?? owner.schoolName,
    },
    principalName: school?.principalName ?? null,
    logoUrl: school?.logoUrl ?? null,
    schoolYear: year,
    acceptedOnly: scope.acceptedOnly ?? false,
    criteria: criteria.map((criterion) => ({
      ...criterion,
      evidence: evidence.filter((item) => item.criterionIds.includes(criterion.id)),
    })),
    plans,
  };
}
