import type { CallServerMessage } from '@homeroom/contract/calls';

/** Close codes of a refused call socket (docs/api.md): asking again would be refused again. */
export const CALL_SOCKET_REFUSED = { invalidToken: 4401, notAMember: 4403, notFound: 4404 } as const;

/** `/ws/call/{groupId}/{token}/` on the page's own host, wss under https. */
export function callSocketUrl(
  groupId: number,
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws/call/${groupId}/${encodeURIComponent(token)}/`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server's message if it has a shape this page knows; anything else is ignored. */
export function parseCallServerMessage(value: unknown): CallServerMessage | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const { data } = value;
  switch (value.type) {
    case 'connection':
      return typeof data.other_user_connected === 'boolean' ? (value as CallServerMessage) : null;
    case 'user_connected':
    case 'user_disconnected':
    case 'call_cancelled':
      return typeof data.user === 'number' ? (value as CallServerMessage) : null;
    case 'call_received':
      return typeof data.caller === 'number' && isRecord(data.rtcMessage) ? (value as CallServerMessage) : null;
    case 'call_answered':
    case 'ICEcandidate':
      return isRecord(data.rtcMessage) ? (value as CallServerMessage) : null;
    default:
      return null;
  }
}

/** An offer or answer as received, if it is one the browser can take. */
export function toSessionDescription(value: unknown, type: 'offer' | 'answer'): RTCSessionDescriptionInit | null {
  if (!isRecord(value) || value.type !== type || typeof value.sdp !== 'string') return null;
  return { type, sdp: value.sdp };
}
