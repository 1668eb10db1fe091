import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';

import type { Criterion, EvidenceType } from '../../../../contract/achievements.ts';
import type { DevelopmentPlan } from '../../../../contract/development-plans.ts';
import type { SchoolYearSpan } from '../../../../contract/school-year.ts';
import type { Database } from '../../db/database.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
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

export interface PortfolioEvidence {
  id: string;
  description: string;
  eventStartAt: Date;
  location: string;
  evidenceType: EvidenceType;
  links: string[];
  photos: PortfolioPhoto[];
  /** The names of the files that are not pictures (documents, videos). */
  otherFileNames: string[];
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

/** The achievements a portfolio shows: the owner's live ones of the school year. */
export function portfolioAchievementsCondition(ownerId: string, year: SchoolYearSpan) {
  return and(
    eq(achievements.ownerId, ownerId),
    isNull(achievements.deletedAt),
    gte(achievements.eventStartAt, year.from),
    lt(achievements.eventStartAt, year.until),
  );
}

async function evidenceOf(db: Database, ownerId: string, year: SchoolYearSpan) {
  const rows = await db
    .select()
    .from(achievements)
    .where(portfolioAchievementsCondition(ownerId, year))
    .orderBy(asc(achievements.eventStartAt), asc(achievements.id));
  const ids = rows.map((row) => row.id);
  const [links, files] =
    ids.length === 0
      ? [[], []]
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
      otherFileNames: own.filter((file) => !file.thumbnailKey).map((file) => file.name),
      criterionIds: links
        .filter((link) => link.achievementId === row.id)
        .map((link) => link.criterionId),
    };
  });
  return evidence;
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
 * the year's evidence tagged with it (an achievement under every criterion it serves), and
 * the development plans that ran during the year.
 */
export async function portfolioContentOf(
  db: Database,
  ownerId: string,
  year: SchoolYearSpan,
): Promise<PortfolioContent> {
  const [owner] = await db
    .select({
      fullName: users.fullName,
      job: users.job,
      schoolName: users.schoolName,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!owner) throw new Error(`no user ${ownerId}`);
  const [school, criteria, evidence, plans] = await Promise.all([
    schoolOf(db, owner.organizationId),
    criteriaForJob(db, owner.job),
    evidenceOf(db, ownerId, year),
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
    criteria: criteria.map((criterion) => ({
      ...criterion,
      evidence: evidence.filter((item) => item.criterionIds.includes(criterion.id)),
    })),
    plans,
  };
}
