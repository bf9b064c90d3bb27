import { z } from 'zod';

/** Messages of SPEC §8 for calls. */
export const CALL_MESSAGES = {
  mediaError: 'getUserMedia() error:',
  peerConnectionError: 'Cannot create RTCPeerConnection object.',
  missedCall: 'Missed call',
  notADirectChat: 'Video calls are between exactly two people.',
} as const;

/** A call that is not answered within this time ends as missed for both sides. */
export const CALL_RING_TIMEOUT_MS = 45_000;

/** Any WebRTC session description or candidate: relayed as it is, never read by the server. */
const RtcMessageSchema = z.unknown();

/** Call socket, client → server (SPEC §7). */
export const CallClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login') }),
  z.object({ type: z.literal('call'), data: z.object({ rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('answer_call'), data: z.object({ rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('ICEcandidate'), data: z.object({ user: z.number().optional(), rtcMessage: RtcMessageSchema }) }),
  z.object({ type: z.literal('cancel_call') }),
]);
export type CallClientMessage = z.infer<typeof CallClientMessageSchema>;

/** Call socket, server → client. */
export type CallServerMessage =
  | { type: 'connection'; data: { message: 'Connected'; other_user_connected: boolean } }
  | { type: 'user_connected'; data: { user: number } }
  | { type: 'user_disconnected'; data: { user: number } }
  | { type: 'call_received'; data: { caller: number; rtcMessage: unknown } }
  | { type: 'call_answered'; data: { rtcMessage: unknown } }
  | { type: 'ICEcandidate'; data: { rtcMessage: unknown } }
  /** `reason` is an addition: 'missed' when nobody answered in time. */
  | { type: 'call_cancelled'; data: { user: number; reason?: 'missed' } };

/** The ICE servers a browser uses to reach the other side (GET /api/v1/calls/ice-servers/). */
export const IceServersDtoSchema = z.object({
  ice_servers: z.array(
    z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
  ),
});
export type IceServersDto = z.infer<typeof IceServersDtoSchema>;
