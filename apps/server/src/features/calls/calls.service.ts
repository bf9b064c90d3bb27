import { CALL_MESSAGES, CALL_RING_TIMEOUT_MS, type CallServerMessage } from '@homeroom/contract/calls';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
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

/**
 * The channel on which a ringing call hears of its callee from anywhere: a call socket of theirs
 * opened (it is sent the call), or they declined from another page. Only the instance that
 * holds the ringing call listens, while it rings.
 */
export const callControlChannel = (groupId: number) => `call-control:${groupId}`;

type CallControl = { type: 'arrived'; user: number } | { type: 'declined'; user: number };

/** A caller's candidates kept while it rings, for a callee whose call socket is not open yet. */
const MAX_HELD_CANDIDATES = 100;

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
  /**
   * Calls ringing on this instance, by group: the caller's instance keeps the clock, the offer
   * and the caller's candidates, so a callee who answers from another page is sent the call.
   */
  const ringing = new Map<number, { call: CallParties; timer: NodeJS.Timeout; offer: unknown; candidates: unknown[]; stopListening: () => void }>();

  function relay(groupId: number, to: number, message: CallServerMessage): Promise<void> {
    return bus.publish(callChannel(groupId), { to, message } satisfies CallEnvelope);
  }

  function stopRinging(groupId: number): CallParties | null {
    const current = ringing.get(groupId);
    if (!current) return null;
    clearTimeout(current.timer);
    current.stopListening();
    ringing.delete(groupId);
    return current.call;
  }

  /** The callee turned the call down: the caller hears it, and so do the callee's other call pages. */
  async function decline(groupId: number, calleeId: number): Promise<void> {
    if (ringing.get(groupId)?.call.calleeId !== calleeId) return;
    const call = stopRinging(groupId);
    if (!call) return;
    await relay(groupId, call.callerId, { type: 'call_cancelled', data: { user: calleeId } });
    await relay(groupId, calleeId, { type: 'call_cancelled', data: { user: calleeId } });
    await listener.callDeclined(call);
  }

  /** A call socket of the callee opened while it rings: it is sent the call, offer and candidates. */
  async function sendRingingTo(groupId: number, userId: number): Promise<void> {
    const current = ringing.get(groupId);
    if (!current || current.call.calleeId !== userId) return;
    await relay(groupId, userId, { type: 'call_received', data: { caller: current.call.callerId, rtcMessage: current.offer } });
    for (const candidate of current.candidates) await relay(groupId, userId, { type: 'ICEcandidate', data: { rtcMessage: candidate } });
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
        stopRinging(call.groupId);
        const missed: CallServerMessage = { type: 'call_cancelled', data: { user: call.callerId, reason: 'missed' } };
        void Promise.all([relay(call.groupId, call.callerId, missed), relay(call.groupId, call.calleeId, missed), listener.callMissed(call)]);
      }, ringTimeoutMs);
      timer.unref();
      // Told first, so that an answer or a decline can never come before the 'Incoming call' entry.
      const told = listener.callRinging(call);
      const afterTold = (work: () => Promise<void>) => void told.then(work, () => {});
      const stopListening = bus.subscribe(callControlChannel(call.groupId), (message) => {
        const control = message as CallControl;
        if (control.type === 'arrived') afterTold(() => sendRingingTo(call.groupId, control.user));
        else afterTold(() => decline(call.groupId, control.user));
      });
      ringing.set(call.groupId, { call, timer, offer: rtcMessage, candidates: [], stopListening });
      await told;
      await relay(call.groupId, call.calleeId, { type: 'call_received', data: { caller: call.callerId, rtcMessage } });
    },

    /** A candidate of either side; the caller's are kept while it rings (see sendRingingTo). */
    async relayCandidate(groupId: number, userId: number, otherId: number, rtcMessage: unknown): Promise<void> {
      const current = ringing.get(groupId);
      if (current?.call.callerId === userId && current.candidates.length < MAX_HELD_CANDIDATES) current.candidates.push(rtcMessage);
      await relay(groupId, otherId, { type: 'ICEcandidate', data: { rtcMessage } });
    },

    /** A call socket of the user opened (or came back after a gap in the bus): a call ringing for them is sent to it. */
    async arrive(groupId: number, userId: number): Promise<void> {
      await bus.publish(callControlChannel(groupId), { type: 'arrived', user: userId } satisfies CallControl);
    },

    /**
     * The callee turns down a call from a page without its call socket (the ringing dialog),
     * wherever the call rings from. Members of the group only; nothing happens when nothing rings.
     */
    async declineCall(actor: Actor, groupId: number): Promise<{ detail: string }> {
      const members = await chat.listMemberIds(groupId);
      if (!members.includes(actor.userId)) throw AppError.notFound();
      if (members.length !== 2) throw AppError.forbidden(CALL_MESSAGES.notADirectChat);
      await bus.publish(callControlChannel(groupId), { type: 'declined', user: actor.userId } satisfies CallControl);
      return { detail: CALL_MESSAGES.declined };
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
      for (const groupId of [...ringing.keys()]) stopRinging(groupId);
    },
  };
}
