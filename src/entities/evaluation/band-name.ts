import type { Locale } from '../../../contract/constants.ts';
import type { EvaluationBand } from '../../../contract/evaluations.ts';

/** A rating band's name in the reader's language. */
export function bandName(band: Pick<EvaluationBand, 'nameEn' | 'nameAr'>, locale: Locale): string {
  return locale === 'ar' ? band.nameAr : band.nameEn;
}
