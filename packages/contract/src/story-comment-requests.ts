/** The most stories whose comments one request asks for (CLASS_CONTENT_MESSAGES.storiesInvalid says it). */
export const MAX_STORIES_PER_COMMENT_REQUEST = 100;
