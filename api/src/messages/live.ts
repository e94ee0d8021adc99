import type { LiveBus } from '../live/bus.ts';
import type { ConversationRecord } from './conversations.ts';

/** The topics of everyone who may be reading a conversation: the practice, the client's links, their account. */
export const conversationTopics = (record: Pick<ConversationRecord, 'id' | 'therapistId' | 'clientUserId'>) => [
  `practice:${record.therapistId}`,
  `client:${record.id}`,
  ...(record.clientUserId ? [`user:${record.clientUserId}`] : []),
];

/** Tells every open page of the conversation that it changed (a message, or messages read). */
export async function announceConversation(
  live: LiveBus,
  record: Pick<ConversationRecord, 'id' | 'therapistId' | 'clientUserId'>,
) {
  await Promise.all(
    conversationTopics(record).map((topic) => live.publish(topic, { type: 'messages', clientId: record.id })),
  );
}
