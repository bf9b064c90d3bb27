/**
 * Close codes of the chat, call and notification sockets (docs/api.md), the same for the server
 * that closes and the client that reads them: a refused socket learns why at once.
 */
export const SOCKET_CLOSE = {
  /** The client closed on purpose. */
  normal: 1000,
  serverError: 1011,
  invalidToken: 4401,
  notAMember: 4403,
  notFound: 4404,
} as const;

/** The codes of a refusal: asking again would be refused again, so a client stays closed. */
export const SOCKET_REFUSED = {
  invalidToken: SOCKET_CLOSE.invalidToken,
  notAMember: SOCKET_CLOSE.notAMember,
  notFound: SOCKET_CLOSE.notFound,
} as const;
