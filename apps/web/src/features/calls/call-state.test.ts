import type { CallServerMessage } from '@homeroom/contract/calls';
import { describe, expect, it } from 'vitest';
import {
  callReducer,
  canCall,
  initialCallState,
  isCallInProgress,
  type CallEvent,
  type CallState,
} from './call-state.ts';

const OFFER = { type: 'offer', sdp: 'v=0 offer' };
const ANSWER = { type: 'answer', sdp: 'v=0 answer' };

const server = (message: CallServerMessage): CallEvent => ({ type: 'serverMessage', message });
const connection = (otherUserConnected: boolean) =>
  server({ type: 'connection', data: { message: 'Connected', other_user_connected: otherUserConnected } });
const callReceived = server({ type: 'call_received', data: { caller: 8, rtcMessage: OFFER } });
const callAnswered = server({ type: 'call_answered', data: { rtcMessage: ANSWER } });
const callCancelled = server({ type: 'call_cancelled', data: { user: 8 } });
const callMissed = server({ type: 'call_cancelled', data: { user: 7, reason: 'missed' } });
const userConnected = server({ type: 'user_connected', data: { user: 8 } });
const userDisconnected = server({ type: 'user_disconnected', data: { user: 8 } });

function run(...events: CallEvent[]): CallState {
  return events.reduce(callReducer, initialCallState());
}

/** Connected, with the other user connected too: Call is offered. */
const READY: CallEvent[] = [{ type: 'connectPressed' }, { type: 'socketOpened' }, connection(true)];
const CALLING: CallEvent[] = [...READY, { type: 'callPressed' }, { type: 'offerSent' }];
const INCOMING: CallEvent[] = [...READY, callReceived];
const ON_CALL_AS_CALLER: CallEvent[] = [...CALLING, callAnswered];
const ON_CALL_AS_CALLEE: CallEvent[] = [...INCOMING, { type: 'answerPressed' }, { type: 'answerSent' }];

describe('connecting', () => {
  it('starts idle and disconnected, with no Call offered', () => {
    const state = initialCallState();
    expect(state).toMatchObject({ socket: 'disconnected', phase: 'idle', isOtherUserConnected: false });
    expect(canCall(state)).toBe(false);
  });

  it('opens on Connect, and the connection message says whether the other user is there', () => {
    expect(run({ type: 'connectPressed' }).socket).toBe('connecting');
    expect(run({ type: 'connectPressed' }, { type: 'socketOpened' }).socket).toBe('connected');
    expect(run(...READY)).toMatchObject({ socket: 'connected', isOtherUserConnected: true });
    expect(
      run({ type: 'connectPressed' }, { type: 'socketOpened' }, connection(false)).isOtherUserConnected,
    ).toBe(false);
  });

  it('follows the other user connecting and disconnecting', () => {
    const base = [
      { type: 'connectPressed' },
      { type: 'socketOpened' },
      connection(false),
    ] satisfies CallEvent[];
    expect(run(...base, userConnected).isOtherUserConnected).toBe(true);
    expect(run(...base, userConnected, userDisconnected).isOtherUserConnected).toBe(false);
  });

  it('ignores messages that arrive after Disconnect', () => {
    const state = run(...READY, { type: 'disconnectPressed' }, userConnected, callReceived);
    expect(state).toMatchObject({ socket: 'disconnected', phase: 'idle', isOtherUserConnected: false });
  });

  it('is disconnected with the code when the server refuses the socket', () => {
    const state = run({ type: 'connectPressed' }, { type: 'socketRefused', code: 4403 });
    expect(state).toMatchObject({ socket: 'disconnected', refusedCode: 4403 });
    expect(
      run({ type: 'connectPressed' }, { type: 'socketRefused', code: 4403 }, { type: 'connectPressed' })
        .refusedCode,
    ).toBe(null);
  });
});

describe('Call is offered', () => {
  it('when the socket is connected and no call is in progress', () => {
    expect(canCall(run(...READY))).toBe(true);
  });

  it('not while the socket is not connected', () => {
    expect(canCall(run({ type: 'connectPressed' }))).toBe(false);
    expect(canCall(run(...READY, { type: 'socketDropped' }))).toBe(false);
    expect(canCall(run(...READY, { type: 'disconnectPressed' }))).toBe(false);
  });

  it('also while the other user does not have the call page open: it rings wherever they are', () => {
    expect(canCall(run({ type: 'connectPressed' }, { type: 'socketOpened' }, connection(false)))).toBe(true);
    expect(canCall(run(...READY, userDisconnected))).toBe(true);
  });

  it('not while a call is being set up, rings or is on', () => {
    expect(canCall(run(...READY, { type: 'callPressed' }))).toBe(false);
    expect(canCall(run(...CALLING))).toBe(false);
    expect(canCall(run(...INCOMING))).toBe(false);
    expect(canCall(run(...ON_CALL_AS_CALLER))).toBe(false);
  });

  it('and Call is refused when not offered', () => {
    const state = run({ type: 'connectPressed' }, { type: 'callPressed' });
    expect(state.pendingAction).toBe(null);
  });
});

describe('calling', () => {
  it('stays idle while the camera is asked for, and becomes Calling once the offer is sent', () => {
    const preparing = run(...READY, { type: 'callPressed' });
    expect(preparing).toMatchObject({ phase: 'idle', pendingAction: 'call' });
    expect(isCallInProgress(preparing)).toBe(true);
    expect(run(...CALLING)).toMatchObject({ phase: 'calling', pendingAction: null });
  });

  it('becomes On call when call_answered arrives', () => {
    expect(run(...ON_CALL_AS_CALLER).phase).toBe('onCall');
  });

  it('ignores call_answered when not calling', () => {
    expect(run(...READY, callAnswered).phase).toBe('idle');
    expect(run(...INCOMING, callAnswered).phase).toBe('incoming');
  });

  it('returns to idle on Cancel', () => {
    expect(run(...CALLING, { type: 'cancelPressed' })).toMatchObject({ phase: 'idle', notice: null });
    expect(run(...READY, { type: 'callPressed' }, { type: 'cancelPressed' })).toMatchObject({
      phase: 'idle',
      pendingAction: null,
    });
  });

  it('returns to idle with the message when the camera or the peer connection fails', () => {
    const state = run(
      ...READY,
      { type: 'callPressed' },
      { type: 'failed', error: 'getUserMedia() error: NotAllowedError' },
    );
    expect(state).toMatchObject({
      phase: 'idle',
      pendingAction: null,
      error: 'getUserMedia() error: NotAllowedError',
    });
    expect(canCall(state)).toBe(true);
  });

  it('ignores an offer sent after the call was given up', () => {
    expect(
      run(...READY, { type: 'callPressed' }, { type: 'cancelPressed' }, { type: 'offerSent' }).phase,
    ).toBe('idle');
  });

  it('says the call was missed when nobody answered in time', () => {
    expect(run(...CALLING, callMissed)).toMatchObject({ phase: 'idle', notice: 'missedOutgoing' });
  });
});

describe('an incoming call', () => {
  it('becomes Incoming on call_received, holding the offer', () => {
    expect(run(...INCOMING)).toMatchObject({ phase: 'incoming', incomingOffer: OFFER });
  });

  it('becomes On call once the answer is sent', () => {
    const answering = run(...INCOMING, { type: 'answerPressed' });
    expect(answering).toMatchObject({ phase: 'incoming', pendingAction: 'answer' });
    expect(run(...ON_CALL_AS_CALLEE)).toMatchObject({
      phase: 'onCall',
      pendingAction: null,
      incomingOffer: null,
    });
  });

  it('is not taken while a call is already in progress', () => {
    expect(run(...CALLING, callReceived).phase).toBe('calling');
    expect(run(...ON_CALL_AS_CALLER, callReceived).phase).toBe('onCall');
    expect(run(...READY, { type: 'callPressed' }, callReceived)).toMatchObject({
      phase: 'idle',
      pendingAction: 'call',
    });
  });

  it('says who gave up when the caller cancels, and that it was missed after the ring time', () => {
    expect(run(...INCOMING, callCancelled)).toMatchObject({
      phase: 'idle',
      notice: 'cancelledByCaller',
      incomingOffer: null,
    });
    expect(run(...INCOMING, callMissed)).toMatchObject({ phase: 'idle', notice: 'missedIncoming' });
  });

  it('ignores an answer sent after the caller gave up', () => {
    expect(run(...INCOMING, { type: 'answerPressed' }, callCancelled, { type: 'answerSent' }).phase).toBe(
      'idle',
    );
  });

  it('clears the last notice when a new call comes in', () => {
    expect(run(...INCOMING, callCancelled, callReceived).notice).toBe(null);
  });
});

describe('every call state returns to idle', () => {
  const callStates = {
    calling: CALLING,
    incoming: INCOMING,
    onCall: ON_CALL_AS_CALLER,
    onCallAsCallee: ON_CALL_AS_CALLEE,
  };

  for (const [name, events] of Object.entries(callStates)) {
    it(`from ${name} on call_cancelled`, () => {
      expect(run(...events, callCancelled).phase).toBe('idle');
    });

    it(`from ${name} on user_disconnected, with the other user no longer connected`, () => {
      expect(run(...events, userDisconnected)).toMatchObject({
        phase: 'idle',
        isOtherUserConnected: false,
        notice: 'otherLeft',
      });
    });

    it(`from ${name} on End call`, () => {
      expect(run(...events, { type: 'endPressed' })).toMatchObject({
        phase: 'idle',
        notice: null,
        socket: 'connected',
      });
    });

    it(`from ${name} on Disconnect, which also disconnects`, () => {
      expect(run(...events, { type: 'disconnectPressed' })).toMatchObject({
        phase: 'idle',
        socket: 'disconnected',
        isOtherUserConnected: false,
      });
    });

    it(`from ${name} when the socket closes, which resets to disconnected`, () => {
      const state = run(...events, { type: 'socketDropped' });
      expect(state).toMatchObject({ phase: 'idle', socket: 'reconnecting', notice: 'connectionLost' });
      expect(canCall(state)).toBe(false);
    });
  }

  it('says the other user ended a call that was on', () => {
    expect(run(...ON_CALL_AS_CALLER, callCancelled).notice).toBe('endedByOther');
  });

  it('says the other user declined a call that rang for them', () => {
    expect(run(...CALLING, callCancelled).notice).toBe('declinedByOther');
  });

  it('and a call_cancelled while idle changes nothing', () => {
    const ready = run(...READY);
    expect(callReducer(ready, callCancelled)).toBe(ready);
  });

  it('and the socket reopening makes Call available again', () => {
    const state = run(
      ...ON_CALL_AS_CALLER,
      { type: 'socketDropped' },
      { type: 'socketOpened' },
      connection(true),
    );
    expect(canCall(state)).toBe(true);
  });
});

describe('candidates', () => {
  it('change no state', () => {
    const onCall = run(...ON_CALL_AS_CALLER);
    const candidate = server({
      type: 'ICEcandidate',
      data: { rtcMessage: { label: 0, id: '0', candidate: 'c' } },
    });
    expect(callReducer(onCall, candidate)).toBe(onCall);
  });
});

describe('messages', () => {
  it('clear when dismissed and when a new call starts', () => {
    const missed = run(...CALLING, callMissed);
    expect(callReducer(missed, { type: 'messagesDismissed' }).notice).toBe(null);
    expect(callReducer(missed, { type: 'callPressed' })).toMatchObject({
      notice: null,
      pendingAction: 'call',
    });
  });
});
