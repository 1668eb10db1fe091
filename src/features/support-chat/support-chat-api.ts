import {
  zOwnConversationResult,
  zVisitorTokenResult,
  type OwnConversation,
  type VisitorTokenRequest,
  type VisitorTokenResult,
} from '../../../contract/support-chat.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export function requestVisitorToken(visitor: VisitorTokenRequest): Promise<VisitorTokenResult> {
  return apiCall('post', '/support/visitor-token', zVisitorTokenResult, { json: visitor });
}

/** The caller's conversation: a signed-in user's through the session, a visitor's by token. */
export function fetchOwnConversation(visitorToken: string | null): Promise<OwnConversation | null> {
  return apiCall('get', '/support/conversations/mine', zOwnConversationResult, {
    ...(visitorToken && { headers: { 'x-visitor-token': visitorToken } }),
  });
}
