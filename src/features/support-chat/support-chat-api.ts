import { supportEndpoints } from '../../../contract/endpoints/support.ts';
import type { OwnConversation, VisitorTokenResult } from '../../../contract/support-chat.ts';
import type { VisitorTokenRequest } from '../../../contract/support-visitor.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

/** Only a visitor who is not signed in asks for a token, so it never carries a session's. */
export function requestVisitorToken(visitor: VisitorTokenRequest): Promise<VisitorTokenResult> {
  return callEndpoint(supportEndpoints.visitorToken, { body: visitor });
}

/** The caller's conversation: a signed-in user's through the session, a visitor's by token. */
export function fetchOwnConversation(visitorToken: string | null): Promise<OwnConversation | null> {
  return callEndpoint(
    supportEndpoints.readOwn,
    {},
    { ...(visitorToken && { headers: { 'x-visitor-token': visitorToken } }) },
  );
}
