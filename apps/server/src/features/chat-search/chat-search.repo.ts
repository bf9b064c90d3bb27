import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { chatMembers, chatMessages } from '../chat/chat.table.ts';

const searcherMemberships = alias(chatMembers, 'searcher_memberships');
const senderMemberships = alias(chatMembers, 'sender_memberships');

/**
 * A page of the messages of the user's chats whose words match the query, newest first: only
 * chats the user is a member of, never a message the school hides (not even the user's own:
 * search shows what the group sees) nor one its sender removed. The GIN index of `search_document` answers the match.
 */
export function searchMessagesOfMember(executor: Executor, userId: number, webSearchText: string, limit: number, offset: number) {
  return executor
    .select({
      id: chatMessages.id,
      groupId: chatMessages.groupId,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      // A sender who left the group shows as 'User left the group', as in the chat.
      sender: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(chatMessages)
    .innerJoin(searcherMemberships, and(eq(searcherMemberships.groupId, chatMessages.groupId), eq(searcherMemberships.userId, userId)))
    .leftJoin(senderMemberships, and(eq(senderMemberships.groupId, chatMessages.groupId), eq(senderMemberships.userId, chatMessages.senderId)))
    .leftJoin(users, eq(users.id, senderMemberships.userId))
    .where(
      and(
        sql`${chatMessages.searchDocument} @@ websearch_to_tsquery('simple', ${webSearchText})`,
        isNull(chatMessages.hiddenAt),
        // A removed message's text stays for the school's record, never for a search.
        isNull(chatMessages.removedAt),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit)
    .offset(offset);
}
