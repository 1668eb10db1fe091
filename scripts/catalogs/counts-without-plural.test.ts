import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { bareCountsIn, bareCountsInCatalogue, holdsCount } from './counts-without-plural.ts';

const rootDir = resolve(import.meta.dirname, '../..');

describe('counts written without plural in Arabic', () => {
  it('flags a positional count before its noun, known by the expression Lingui records', () => {
    expect(
      bareCountsIn('Up to {0} teachers', 'حتى {0} معلم', ['placeholder {0}: plan.teacherLimit']),
    ).toEqual([{ msgid: 'Up to {0} teachers', placeholder: '0', noun: 'معلم' }]);
  });

  it('flags a named count before its noun, inside markup too', () => {
    expect(bareCountsIn('x', 'تحقق {covered} من {total} معايير')).toHaveLength(1);
    expect(bareCountsIn('x', '<0>{draftCount}</0> مسودات')).toHaveLength(1);
    expect(bareCountsIn('x', 'الدعوة صالحة لمدة {days} أيام')).toHaveLength(1);
  });

  it('accepts a count as the argument of a plural, and its written form inside a branch', () => {
    const message =
      '{count, plural, zero {لا شواهد} one {شاهد واحد} two {شاهدان} few {{countText} شواهد} many {{countText} شاهدًا} other {{countText} شاهد}}';
    expect(bareCountsIn('x', message)).toEqual([]);
  });

  it('accepts a count after its noun, on its own or before a particle', () => {
    expect(bareCountsIn('x', '{covered} من {total}')).toEqual([]);
    expect(bareCountsIn('x', 'الشواهد المرفقة: {linkedCount}، وتظهر عند الاتصال.')).toEqual([]);
    expect(bareCountsIn('x', 'سجل المراجعات ({count})')).toEqual([]);
  });

  it('leaves placeholders that are not counts alone', () => {
    expect(bareCountsIn('x', 'قبِل {actor} شاهدك «{record}».')).toEqual([]);
    expect(bareCountsIn('x', 'الرقم {0} من رمز التحقق', ['placeholder {0}: index + 1'])).toEqual(
      [],
    );
    expect(holdsCount('year')).toBe(false);
    expect(holdsCount('retentionDaysAfterExpiry')).toBe(true);
    expect(holdsCount('0', 'number.format(limit)')).toBe(true);
  });

  it.each(['src/locales/ar/messages.po', 'server/src/locales/ar/emails.po'])(
    '%s writes every count before a noun through plural',
    (file) => {
      expect(bareCountsInCatalogue(readFileSync(resolve(rootDir, file), 'utf8'))).toEqual([]);
    },
  );
});
