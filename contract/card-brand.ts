/** The card schemes the gateway takes from us: Saudi mada debit cards, Visa and Mastercard. */
export const cardBrands = ['mada', 'visa', 'mastercard'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** What the first digits say: a brand, not one we take, or too few digits to tell yet. */
export type CardBrandReading = CardBrand | 'unsupported' | 'undetermined';

/**
 * The issuer prefixes (BINs, six or eight digits) of mada cards, as Moyasar's own payment SDKs
 * list them to recognise mada before the number reaches the gateway. Most of them fall inside
 * Visa's 4 or Mastercard's 51–55 and 2221–2720; a card that starts with one of them is mada, and
 * mada takes precedence over Visa and Mastercard, because the card is processed on the mada
 * network (a co-branded mada Visa is still a mada card to the gateway). Keep this the only copy: the form's badge and the server's check both read it.
 */
// prettier-ignore
export const madaBinPrefixes: readonly string[] = [
  '22337902', '22337986', '22402030', '242030', '403024', '40545400', '406136', '406996',
  '40719700', '40739500', '407520', '409201', '410621', '410685', '410834', '412565', '417633',
  '419593', '420132', '421141', '422817', '422818', '422819', '428331', '428671', '428672',
  '428673', '431361', '432328', '434107', '439954', '440533', '440647', '440795', '442463',
  '445564', '446393', '446404', '446672', '45488707', '455036', '455708', '457865', '457997',
  '458456', '462220', '468540', '468541', '468542', '468543', '474491', '483010', '483011',
  '483012', '484783', '486094', '486095', '486096', '489318', '489319', '49098000', '492464',
  '504300', '513213', '515079', '516138', '520058', '521076', '52166100', '524130', '524514',
  '524940', '529415', '529741', '530060', '531196', '535825', '535989', '536023', '537767',
  '53973776', '543085', '543357', '549760', '554180', '555610', '558563', '588845', '588848',
  '588850', '589206', '604906', '636120', '968201', '968202', '968203', '968204', '968205',
  '968206', '968207', '968208', '968209', '968211',
];

/** How many digits a complete number of each brand has. */
export const cardNumberLengths: Readonly<Record<CardBrand, readonly number[]>> = {
  mada: [16],
  visa: [13, 16, 19],
  mastercard: [16],
};

/** The longest number any brand we take can have. */
export const longestCardNumber = 19;

/** Mastercard's ranges by their first digits: 51–55 (two digits) and 2221–2720 (four). */
const mastercardRanges: readonly { digits: number; from: number; to: number }[] = [
  { digits: 2, from: 51, to: 55 },
  { digits: 4, from: 2221, to: 2720 },
];

/** Whether some number starting with `digits` falls in the range: the prefix's span overlaps it. */
function rangeReachable(digits: string, range: { digits: number; from: number; to: number }) {
  const head = digits.slice(0, range.digits);
  const lowest = Number(head.padEnd(range.digits, '0'));
  const highest = Number(head.padEnd(range.digits, '9'));
  return lowest <= range.to && highest >= range.from;
}

function inRange(digits: string, range: { digits: number; from: number; to: number }) {
  if (digits.length < range.digits) return false;
  const head = Number(digits.slice(0, range.digits));
  return head >= range.from && head <= range.to;
}

/**
 * The brand of a card number (digits only) from its first digits. While the digits typed could
 * still become a number we take (a "5" may be Mastercard's 51 or mada's 588845), it is
 * `undetermined`, so the form does not refuse a card the user has not finished typing.
 */
export function cardBrandOf(digits: string): CardBrandReading {
  if (digits === '') return 'undetermined';
  if (madaBinPrefixes.some((prefix) => digits.startsWith(prefix))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  if (mastercardRanges.some((range) => inRange(digits, range))) return 'mastercard';
  const couldBecomeMada = madaBinPrefixes.some(
    (prefix) => digits.length < prefix.length && prefix.startsWith(digits),
  );
  const couldBecomeMastercard = mastercardRanges.some(
    (range) => digits.length < range.digits && rangeReachable(digits, range),
  );
  return couldBecomeMada || couldBecomeMastercard ? 'undetermined' : 'unsupported';
}

/** The most digits a number read so far may grow to. */
export function longestNumberFor(reading: CardBrandReading): number {
  return reading === 'mada' || reading === 'visa' || reading === 'mastercard'
    ? Math.max(...cardNumberLengths[reading])
    : longestCardNumber;
}
