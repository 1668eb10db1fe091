import { supportEndpoints } from '../../../contract/endpoints/support.ts';
import type {
  ConversationDetail,
  ConversationStatus,
  ConversationStatusResult,
  ConversationSummary,
} from '../../../contract/support-chat.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export function fetchConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  return callEndpoint(supportEndpoints.list, {}, { signal });
}

export function fetchConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return callEndpoint(supportEndpoints.read, { params: { id } }, { signal });
}

export async function markConversationRead(id: string): Promise<void> {
  await callEndpoint(supportEndpoints.markRead, { params: { id } });
}

export function changeConversationStatus(
  id: string,
  status: ConversationStatus,
): Promise<ConversationStatusResult> {
  return callEndpoint(supportEndpoints.setStatus, { params: { id }, body: { status } });
}
