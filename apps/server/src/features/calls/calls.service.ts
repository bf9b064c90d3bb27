import { CALL_RING_TIMEOUT_MS, type CallServerMessage } from '@homeroom/contract/calls';
import type { Bus } from '../../infra/realtime/bus.ts';
import { callRoom, type Presence } from '../../infra/realtime/presence.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { CallListener, CallParties } from './call-listener.ts';

/** The bus channel of a group's call signalling; each message names the user it is for. */
export const callChannel = (groupId: number) => `call:${groupId}`;

export interface CallEnvelope {
  to: number;
  message: CallServerMessage;
  /** Sent after a gap in the bus: the receiver answers that it is there too (calls.socket.ts). */
  isResync?: boolean;
}

export type CallsService = ReturnType<typeof createCallsService>;

interface CallsDependencies {
  chat: ChatService;
  bus: Bus;
  presence: Presence;
  listener: CallListener;
  ringTimeoutMs?: number;
}

/**
 * Signalling for one-to-one calls: the server relays offers, answers and candidates between the
 * two members of a group and never touches the media. A call that rings unanswered ends as
 * missed for both sides.
 */
export function createCallsService({ chat, bus, presence, listener, ringTimeoutMs = CALL_RING_TIMEOUT_MS }: CallsDependencies) {
  /** Calls ringing on this instance, by group: the caller's instance keeps the clock. */
  const ringing = new Map<number, { call: CallParties; timer: NodeJS.Timeout }>();

  function relay(groupId: number, to: number, message: CallServerMessage): Promise<void> {
    return bus.publish(callChannel(groupId), { to, message } satisfies CallEnvelope);
  }

  function stopRinging(groupId: number): CallParties | null {
    const current = ringing.get(groupId);
    if (!current) return null;
    clearTimeout(current.timer);
    ringing.delete(groupId);
    return current.call;
  }

  return {
    /** The other member, if the user is one of exactly two members of the group; else null. */
    async findOtherMember(groupId: number, userId: number): Promise<number | null> {
      const members = await chat.listMemberIds(groupId);
      if (members.length !== 2 || !members.includes(userId)) return null;
      return members.find((memberId) => memberId !== userId) ?? null;
    },

    async isConnected(groupId: number, userId: number): Promise<boolean> {
      return (await presence.presentIn([callRoom(groupId)])).get(callRoom(groupId))?.has(userId) ?? false;
    },

    relay,

    async startCall(call: CallParties, rtcMessage: unknown): Promise<void> {
      stopRinging(call.groupId);
      const timer = setTimeout(() => {
        ringing.delete(call.groupId);
        const missed: CallServerMessage = { type: 'call_cancelled', data: { user: call.callerId, reason: 'missed' } };
        void Promise.all([relay(call.groupId, call.callerId, missed), relay(call.groupId, call.calleeId, missed), listener.callMissed(call)]);
      }, ringTimeoutMs);
      timer.unref();
      ringing.set(call.groupId, { call, timer });
      // Told first, so that an answer or a decline can never come before the 'Incoming call' entry.
      await listener.callRinging(call);
      await relay(call.groupId, call.calleeId, { type: 'call_received', data: { caller: call.callerId, rtcMessage } });
    },

    async answerCall(groupId: number, calleeId: number, callerId: number, rtcMessage: unknown): Promise<void> {
      const call = stopRinging(groupId);
      await relay(groupId, callerId, { type: 'call_answered', data: { rtcMessage } });
      if (call) await listener.callAnswered(call);
    },

    /** Ends the call, ringing or not, from either side. */
    async cancelCall(groupId: number, userId: number, otherId: number): Promise<void> {
      const call = stopRinging(groupId);
      await relay(groupId, otherId, { type: 'call_cancelled', data: { user: userId } });
      if (call) await (userId === call.callerId ? listener.callCancelled(call) : listener.callDeclined(call));
    },

    /** A user's last call socket closed: a call ringing for them ends. */
    async leave(groupId: number, userId: number, otherId: number): Promise<void> {
      const call = stopRinging(groupId);
      await relay(groupId, otherId, { type: 'user_disconnected', data: { user: userId } });
      if (call) await (userId === call.callerId ? listener.callCancelled(call) : listener.callDeclined(call));
    },

    close(): void {
      for (const { timer } of ringing.values()) clearTimeout(timer);
      ringing.clear();
    },
  };
}
