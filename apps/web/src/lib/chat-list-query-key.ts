/**
 * The cache key of the user's chat list (GET school/chat-group-user-get/): the inbox. The chat
 * feature owns it; a 'New message' notification refreshes it, so the key lives here rather than
 * in either feature.
 */
export const chatListQueryKey = ['chat-groups'] as const;
