import type { AdminPlan, Plan } from '../../../../contract/subscriptions.ts';
import type { subscriptionPlans } from '../../db/tables/subscription-plans.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export function planOf(row: PlanRow): Plan {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    category: row.category,
    priceHalalas: row.priceHalalas,
    originalPriceHalalas: row.originalPriceHalalas,
    teacherLimit: row.teacherLimit,
    period: row.period,
    isComingSoon: row.isComingSoon,
  };
}

export function adminPlanOf(row: PlanRow): AdminPlan {
  return {
    ...planOf(row),
    sortOrder: row.sortOrder,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}
