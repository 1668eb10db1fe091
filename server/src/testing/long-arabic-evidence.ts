import type { FastifyInstance } from 'fastify';

import { bearer } from './bearer.ts';
import { makeAchievement } from './make-achievement.ts';
import type { TestUser } from './make-user.ts';

const sentence =
  'نفذت المعلمة درسًا تطبيقيًا في الكسور العشرية باستخدام التعلم التعاوني والألعاب التعليمية، ' +
  'وتابعت أداء الطالبات بورقة عمل قصيرة ثم ناقشت النتائج مع زميلاتها في مجتمع التعلم المهني. ';

/** Arabic text of `length` characters, numbered so no two are alike. */
export function longArabicDescription(index: number, length = 1_800): string {
  const text = `(${index}) ${sentence.repeat(Math.ceil(length / sentence.length))}`;
  return text.slice(0, length).trim();
}

/**
 * Gives `owner` `count` achievements of the 2026-2027 school year with long Arabic
 * descriptions, each tagged with `criterionIds`: the portfolio that once kept the server busy.
 */
export async function postLongArabicEvidence(
  app: FastifyInstance,
  owner: TestUser,
  { count, criterionIds }: { count: number; criterionIds: readonly string[] },
): Promise<void> {
  const headers = await bearer(app, owner);
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers,
      payload: makeAchievement({
        description: longArabicDescription(index + 1),
        event_start_at: `2026-10-${String(index + 1).padStart(2, '0')}T08:00:00+03:00`,
        criterion_ids: criterionIds,
      }),
    });
    if (response.statusCode !== 201) throw new Error(`achievement ${index}: ${response.body}`);
  }
}
