import type { AchievementRow } from '../achievement-row.ts';

/** What a person reads as one part of an achievement, in the order the comparison shows them. */
export const comparedFields = [
  'description',
  'date',
  'duration',
  'location',
  'criteria',
  'type',
  'files',
  'links',
] as const;
export type ComparedField = (typeof comparedFields)[number];

type Compared = Pick<
  AchievementRow,
  | 'description'
  | 'eventStartAt'
  | 'durationMinutes'
  | 'location'
  | 'criterionIds'
  | 'evidenceType'
  | 'files'
  | 'links'
>;

/** Each field as a comparable string; criteria in any order are the same criteria. */
function keyOf(row: Compared, field: ComparedField): string {
  switch (field) {
    case 'description':
      return row.description;
    case 'date':
      return String(new Date(row.eventStartAt).getTime());
    case 'duration':
      return String(row.durationMinutes);
    case 'location':
      return row.location;
    case 'criteria':
      return JSON.stringify([...row.criterionIds].sort());
    case 'type':
      return row.evidenceType;
    case 'files':
      return JSON.stringify(row.files.map((file) => file.id));
    case 'links':
      return JSON.stringify(row.links);
  }
}

/** The fields where the device's copy and the saved one differ. */
export function changedFields(mine: Compared, saved: Compared): Set<ComparedField> {
  return new Set(comparedFields.filter((field) => keyOf(mine, field) !== keyOf(saved, field)));
}
