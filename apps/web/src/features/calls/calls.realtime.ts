import { CallServerMessageSchema, type CallServerMessage } from '@homeroom/contract/calls';
import { SOCKET_REFUSED } from '@homeroom/contract/sockets';
import { SOCKET_TOKEN_PLACEHOLDER } from '../../lib/reconnecting-socket.ts';

/** Close codes of a refused call socket (docs/api.md): asking again would be refused again. */
export const CALL_SOCKET_REFUSED = SOCKET_REFUSED;

/** `/ws/call/{groupId}/-/` on the page's own host, wss under https; the token goes as a subprotocol. */
export function callSocketUrl(
  groupId: number,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/call/${groupId}/${SOCKET_TOKEN_PLACEHOLDER}/`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Messages that carry a description or candidate this page hands to the browser. */
const RTC_MESSAGE_TYPES: ReadonlySet<CallServerMessage['type']> = new Set([
  'call_received',
  'call_answered',
  'ICEcandidate',
]);

/** The server's message if it has a shape this page knows; anything else is logged and ignored. */
export function parseCallServerMessage(value: unknown): CallServerMessage | null {
  const parsed = CallServerMessageSchema.safeParse(value);
  if (parsed.success && hasUsableRtcMessage(parsed.data)) return parsed.data;
  console.warn('The call socket sent a message this page does not know; it is ignored.', value);
  return null;
}

/** The server relays what the other side sent: only an object can be a description or a candidate. */
function hasUsableRtcMessage(message: CallServerMessage): boolean {
  if (!RTC_MESSAGE_TYPES.has(message.type)) return true;
  return 'data' in message && 'rtcMessage' in message.data && isRecord(message.data.rtcMessage);
}

/** An offer or answer as received, if it is one the browser can take. */
export function toSessionDescription(
  value: unknown,
  type: 'offer' | 'answer',
): RTCSessionDescriptionInit | null {
  if (!isRecord(value) || value.type !== type || typeof value.sdp !== 'string') return null;
  return { type, sdp: value.sdp };
}
