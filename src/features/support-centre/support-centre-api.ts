import { z } from 'zod';

import {
  conversationStatuses,
  zConversationDetail,
  zConversationList,
  type ConversationDetail,
  type ConversationStatus,
  type ConversationSummary,
} from '../../../contract/support-chat.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export function fetchConversations(): Promise<ConversationSummary[]> {
  return apiCall('get', '/support/conversations', zConversationList);
}

export function fetchConversation(id: string): Promise<ConversationDetail> {
  return apiCall('get', `/support/conversations/${id}`, zConversationDetail);
}

export async function markConversationRead(id: string): Promise<void> {
  await apiCall('post', `/support/conversations/${id}/read`, z.null());
}

export function changeConversationStatus(
  id: string,
  status: ConversationStatus,
): Promise<{ id: string; status: ConversationStatus }> {
  return apiCall(
    'put',
    `/support/conversations/${id}/status`,
    z.object({ id: z.string(), status: z.enum(conversationStatuses) }),
    { json: { status } },
  );
}
