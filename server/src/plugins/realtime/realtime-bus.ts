import { z } from 'zod';

import { conversationStatuses, zChatMessage } from '../../../../contract/support-chat.ts';

/** The channel every instance listens on (a PostgreSQL NOTIFY channel or a Redis channel). */
export const realtimeChannel = 'shawahid_realtime';

/**
 * What one instance tells all others (and itself): every instance delivers an event to the
 * sockets it holds, so a message reaches its parties whichever instance they are connected to.
 */
export const zBusEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    message: zChatMessage,
    /** The signed-in contact of the conversation; null for a visitor. */
    contactUserId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('conversation'),
    conversationId: z.string(),
    status: z.enum(conversationStatuses),
    contactUserId: z.string().nullable(),
  }),
]);
export type BusEvent = z.infer<typeof zBusEvent>;

export type BusListener = (event: BusEvent) => void;

/** Publish/subscribe between server instances. */
export interface RealtimeBus {
  readonly name: 'postgres' | 'pglite' | 'redis';
  publish(event: BusEvent): Promise<void>;
  /** Resolves once this instance is listening, so nothing published after it is missed. */
  start(listener: BusListener): Promise<void>;
  close(): Promise<void>;
  /** For readiness: resolves when the bus's own server answers (the database's is checked anyway). */
  check?(): Promise<unknown>;
}

/** Parses a payload from the bus; anything else on the channel is ignored. */
export function parseBusPayload(payload: string): BusEvent | undefined {
  try {
    const parsed = zBusEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
