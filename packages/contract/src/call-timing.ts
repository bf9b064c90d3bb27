/**
 * A call that is not answered within this time ends as missed for both sides. Apart from the call
 * schemas, in a module that imports nothing: the web's first page keeps the ringing call's store
 * and must not load zod for one number.
 */
export const CALL_RING_TIMEOUT_MS = 45_000;
