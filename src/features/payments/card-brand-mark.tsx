import { useLingui } from '@lingui/react/macro';

import type { CardBrand } from '../../../contract/card-brand.ts';

import classes from './card-brand-mark.module.css';

/**
 * The brand's mark on a white chip, as card marks are printed, so its colours read the same in
 * the light and the dark theme. Its accessible name is the brand's name in the reader's language.
 */
export function CardBrandMark({ brand }: { brand: CardBrand }) {
  const { t } = useLingui();
  const name = { mada: t`mada`, visa: t`Visa`, mastercard: t`Mastercard` }[brand];
  return (
    <svg
      className={classes.mark}
      viewBox="0 0 40 24"
      width={40}
      height={24}
      role="img"
      aria-label={name}
      data-brand={brand}
    >
      <rect x={0.5} y={0.5} width={39} height={23} rx={4} fill="#fff" stroke="#d0d5dd" />
      {brand === 'visa' && (
        <text
          x={20}
          y={16.5}
          textAnchor="middle"
          fontSize={11.5}
          fontWeight={800}
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      )}
      {brand === 'mastercard' && (
        <>
          <circle cx={16} cy={12} r={7} fill="#eb001b" />
          <circle cx={24} cy={12} r={7} fill="#f79e1b" />
          <path d="M20 6.26A7 7 0 0 1 20 17.74A7 7 0 0 1 20 6.26Z" fill="#ff5f00" />
        </>
      )}
      {brand === 'mada' && (
        <>
          <rect x={4} y={7.5} width={7} height={3.5} fill="#259bd6" />
          <rect x={4} y={13} width={7} height={3.5} fill="#84b740" />
          <text x={25.5} y={15} textAnchor="middle" fontSize={8.5} fontWeight={700} fill="#231f20">
            mada
          </text>
        </>
      )}
    </svg>
  );
}
