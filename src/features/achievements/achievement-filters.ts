import type { ReviewStatus } from '../../../contract/achievement-reviews.ts';
import type { EvidenceType } from '../../../contract/achievements.ts';

import type { AchievementRow } from './achievement-row.ts';

export interface AchievementFilters {
  criterionId: string | null;
  evidenceType: EvidenceType | null;
  /** Calendar dates `YYYY-MM-DD`, inclusive, in the device's time zone. */
  from: string;
  to: string;
  search: string;
  /** Only evidence in this review status (the teacher's "show what was returned"). */
  reviewStatus?: ReviewStatus | null;
}

export const noFilters: AchievementFilters = {
  criterionId: null,
  evidenceType: null,
  from: '',
  to: '',
  search: '',
};

/** The bar's filters that narrow the list (the banner's "returned" is said by the banner). */
export function activeFilterCount(filters: AchievementFilters): number {
  const { criterionId, evidenceType, from, to, search } = filters;
  return [criterionId, evidenceType, from, to, search.trim()].filter(Boolean).length;
}

/** Whether `filters` leave every achievement in: the list shows what `noFilters` shows. */
export function isUnfiltered(filters: AchievementFilters): boolean {
  return activeFilterCount(filters) === 0 && !filters.reviewStatus;
}

function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The search's words, lower-cased; a row matches when its text holds every one. */
export function searchWordsOf(search: string): string[] {
  return search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether the list shows `row` under `filters` (`words` from `searchWordsOf(filters.search)`,
 * worked out once for a whole list).
 */
export function achievementMatches(
  row: AchievementRow,
  filters: AchievementFilters,
  words: readonly string[],
): boolean {
  if (row.deletedLocally) return false;
  if (filters.criterionId && !row.criterionIds.includes(filters.criterionId)) return false;
  if (filters.evidenceType && row.evidenceType !== filters.evidenceType) return false;
  if (filters.reviewStatus && (row.reviewStatus ?? 'pending') !== filters.reviewStatus) {
    return false;
  }
  if (filters.from && localDay(row.eventStartAt) < filters.from) return false;
  if (filters.to && localDay(row.eventStartAt) > filters.to) return false;
  if (words.length === 0) return true;
  return holdsEveryWord(searchTextOf(row), words);
}

/** What a search looks in for its words: the row's texts, lower-cased as the words are. */
export function searchTextOf(row: AchievementRow): string {
  return [row.description, row.location, ...row.links, ...row.files.map((f) => f.name)]
    .join(' ')
    .toLocaleLowerCase();
}

/** Whether `text` (from `searchTextOf`) holds every one of `words` (from `searchWordsOf`). */
export function holdsEveryWord(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

/** The rows the list shows: not deleted, matching every filter, newest event first. */
export function filterAchievements(
  rows: readonly AchievementRow[],
  filters: AchievementFilters,
): AchievementRow[] {
  const words = searchWordsOf(filters.search);
  return rows
    .filter((row) => achievementMatches(row, filters, words))
    .sort((a, b) => b.eventStartAt.localeCompare(a.eventStartAt));
}

/** How many (not deleted) achievements carry each criterion. */
export function countByCriterion(rows: readonly AchievementRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.deletedLocally) continue;
    for (const id of new Set(row.criterionIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
