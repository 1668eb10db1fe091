import type { EmailMessage } from './email-words.ts';

/** Words more than one email uses. */
export const sharedEmailWords = {
  brand: /*i18n*/ { id: 'email.brand', message: 'Shawahid' },
  greeting: /*i18n*/ { id: 'email.greeting', message: 'Hello {name},' },
} satisfies Record<string, EmailMessage>;
