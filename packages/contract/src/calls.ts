import { z } from 'zod';

/** Messages for calls (docs/product.md, "Video calls"). */
export const CALL_MESSAGES = {
  mediaError: 'getUserMedia() error:',
  peerConnectionError: 'Cannot create RTCPeerConnection object.',
  missedCall: 'Missed call',
  notADirectChat: 'Video calls are between exactly two people.',
  /** The answer to POST calls/{group}/decline/. */
  declined: 'Call declined.',
  /** The answer to a signalling message the server cannot read. */
  messageFailed: 'This call message could not be delivered. Please try again.',
  unreadableMessage: 'This call message could not be read. Send {"type": "login" | "call" | "answer_call" | "ICEcandidate" | "cancel_call", "data": {...}}.',
} as const;

export { CALL_RING_TIMEOUT_MS } from './call-timing.ts';

/** Any WebRTC session description or candidate: relayed as it is, never read by the server. */
const RtcMessageSchema = z.unknown();

/** Call socket, client → server (docs/product.md, "Live sockets"). */
export const CallClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login') }),
  z.object({ type: z.literal('call'), data: z.object({ rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('answer_call'), data: z.object({ rtcMessage: RtcMessageSchema }) }),
  // The original client sends `user` as a string ("12"), others as a number: both are taken.
  z.object({ type: z.literal('ICEcandidate'), data: z.object({ user: z.union([z.number(), z.string()]).optional(), rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('cancel_call') }),
]);
export type CallClientMessage = z.infer<typeof CallClientMessageSchema>;

/** Call socket, server → client (docs/product.md, "Live sockets"): relayed to the other member only, unless said otherwise. */
export const CallServerMessageSchema = z.discriminatedUnion('type', [
  /** To the one who connects. */
  z.object({ type: z.literal('connection'), data: z.object({ message: z.literal('Connected'), other_user_connected: z.boolean() }) }),
  z.object({ type: z.literal('user_connected'), data: z.object({ user: z.number() }) }),
  z.object({ type: z.literal('user_disconnected'), data: z.object({ user: z.number() }) }),
  z.object({ type: z.literal('call_received'), data: z.object({ caller: z.number(), rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('call_answered'), data: z.object({ rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('ICEcandidate'), data: z.object({ rtcMessage: RtcMessageSchema }) }),
  /** `reason` is an addition: 'missed' when nobody answered in time. */
  z.object({ type: z.literal('call_cancelled'), data: z.object({ user: z.number(), reason: z.literal('missed').optional() }) }),
  /** A message the server could not take; only its sender receives it (an addition). */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type CallServerMessage = z.infer<typeof CallServerMessageSchema>;

/** The ICE servers a browser uses to reach the other side (GET /api/v1/calls/ice-servers/). */
export const IceServersDtoSchema = z.object({
  ice_servers: z.array(
    z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
  ),
});
export type IceServersDto = z.infer<typeof IceServersDtoSchema>;
