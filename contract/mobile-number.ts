import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

// Apart from the other account fields (account-fields.ts): the phone numbers' metadata is
// about 80 KB of script, which the forms that ask no number (signing in) need not load.

/**
 * A mobile number as people write it: Saudi numbers in the national form (05xxxxxxxx) or
 * with the country code (+966 5x xxx xxxx), others with their country code. Kept in E.164
 * (+966512345678), so one number has one spelling.
 */
export const zMobile = z
  .string({ error: 'validation.error.required' })
  .trim()
  .min(1, { error: 'validation.error.required' })
  .transform((text, context) => {
    const phone = parsePhoneNumberFromString(text, 'SA');
    if (phone?.isValid()) return phone.number;
    context.addIssue({ code: 'custom', message: 'validation.error.mustBePhone', input: text });
    return z.NEVER;
  });
