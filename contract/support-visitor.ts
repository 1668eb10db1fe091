import { z } from 'zod';

import { zEmail, zFullName } from './account-fields.ts';

// Apart from contract/support-chat.ts, which every signed-in screen's realtime connection
// loads: only the visitor's form and the server need the account fields' validators.

/** POST /support/visitor-token: a visitor introduces themselves to start a conversation. */
export const zVisitorTokenRequest = z.object({ fullName: zFullName, email: zEmail });
export type VisitorTokenRequest = z.input<typeof zVisitorTokenRequest>;
