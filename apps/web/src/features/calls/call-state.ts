import type { CallServerMessage } from '@homeroom/contract/calls';

/** Where a call stands (docs/product.md, "Call states"): nothing, ringing out, ringing in, or talking. */
export type CallPhase = 'idle' | 'calling' | 'incoming' | 'onCall';

/**
 * The call socket: closed (never opened, Disconnect, or refused), opening, open, or dropped and
 * about to reopen. Only `connected` can carry a call.
 */
export type CallSocketState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** Why the last call ended, when the user did not end it themselves: a short message says so. */
export type CallNotice =
  /** Nobody answered in time (`call_cancelled` with reason 'missed'). */
  | 'missedOutgoing'
  | 'missedIncoming'
  /** The caller gave up while it rang here. */
  | 'cancelledByCaller'
  /** The other person ended the call. */
  | 'endedByOther'
  /** The other person turned it down while it rang for them. */
  | 'declinedByOther'
  /** The other person's call socket closed during the call. */
  | 'otherLeft'
  /** This side's socket dropped during the call. */
  | 'connectionLost';

export interface CallState {
  socket: CallSocketState;
  /** Whether the other member has the call page connected. */
  isOtherUserConnected: boolean;
  phase: CallPhase;
  /**
   * A Call or an Answer in progress: waiting for the camera, building the peer connection,
   * sending the offer or answer. The phase moves only once that is done (docs/product.md, "Call states").
   */
  pendingAction: 'call' | 'answer' | null;
  /** The caller's offer while a call rings here; Answer answers it. */
  incomingOffer: unknown;
  notice: CallNotice | null;
  /** A failure to show (docs/product.md, "Failures"), e.g. 'getUserMedia() error: NotAllowedError'. */
  error: string | null;
  /** The close code when the server refused the socket (4401, 4403, 4404). */
  refusedCode: number | null;
}

export type CallEvent =
  /** Connect pressed: the socket opens. */
  | { type: 'connectPressed' }
  /** The socket opened (the login message goes out with it). */
  | { type: 'socketOpened' }
  /** The socket dropped unexpectedly; it reopens by itself. */
  | { type: 'socketDropped' }
  /** The server refused the socket: asking again would be refused again. */
  | { type: 'socketRefused'; code: number }
  /** Disconnect pressed, or the page left. */
  | { type: 'disconnectPressed' }
  /** Any message of the call socket. */
  | { type: 'serverMessage'; message: CallServerMessage }
  /** Call pressed: the camera is being asked for. */
  | { type: 'callPressed' }
  /** Media access obtained and the offer sent. */
  | { type: 'offerSent' }
  /** Cancel pressed while calling (cancel_call goes out). */
  | { type: 'cancelPressed' }
  /** Answer pressed: the camera is being asked for. */
  | { type: 'answerPressed' }
  /** Media access obtained and the answer sent. */
  | { type: 'answerSent' }
  /** End call pressed (cancel_call goes out). */
  | { type: 'endPressed' }
  /** Media access or the peer connection failed: back to idle with the message. */
  | { type: 'failed'; error: string }
  | { type: 'messagesDismissed' };

export function initialCallState(isOtherUserConnected = false): CallState {
  return {
    socket: 'disconnected',
    isOtherUserConnected,
    phase: 'idle',
    pendingAction: null,
    incomingOffer: null,
    notice: null,
    error: null,
    refusedCode: null,
  };
}

/** Whether a call is ringing, on, or being set up. */
export function isCallInProgress(state: CallState): boolean {
  return state.phase !== 'idle' || state.pendingAction !== null;
}

/**
 * Call is offered when the socket is connected and no call is on (docs/product.md, "Call
 * states"). The other user need not have this page open: the call rings on whatever page of
 * Homeroom they have open, and ends as missed if nobody answers.
 */
export function canCall(state: CallState): boolean {
  return state.socket === 'connected' && !isCallInProgress(state);
}

/** Back to idle, keeping the socket and presence as they are. */
function toIdle(state: CallState, notice: CallNotice | null = null): CallState {
  return { ...state, phase: 'idle', pendingAction: null, incomingOffer: null, notice };
}

function missedNotice(state: CallState): CallNotice {
  return state.phase === 'incoming' ? 'missedIncoming' : 'missedOutgoing';
}

function applyServerMessage(state: CallState, message: CallServerMessage): CallState {
  switch (message.type) {
    case 'connection':
      return { ...state, socket: 'connected', isOtherUserConnected: message.data.other_user_connected };
    case 'user_connected':
      return { ...state, isOtherUserConnected: true };
    case 'user_disconnected': {
      const left = { ...state, isOtherUserConnected: false };
      return isCallInProgress(state) ? toIdle(left, 'otherLeft') : left;
    }
    case 'call_received':
      // A second call while one is on (both pressed Call at once) is not taken.
      if (isCallInProgress(state)) return state;
      return {
        ...state,
        phase: 'incoming',
        incomingOffer: message.data.rtcMessage,
        notice: null,
        error: null,
      };
    case 'call_answered':
      return state.phase === 'calling' ? { ...state, phase: 'onCall' } : state;
    case 'call_cancelled': {
      if (!isCallInProgress(state)) return state;
      if (message.data.reason === 'missed') return toIdle(state, missedNotice(state));
      if (state.phase === 'incoming') return toIdle(state, 'cancelledByCaller');
      return toIdle(state, state.phase === 'calling' ? 'declinedByOther' : 'endedByOther');
    }
    case 'ICEcandidate':
      // Candidates go to the peer connection, not into this state.
      return state;
    case 'error':
      // A message of ours the server could not read: nothing of the call changes.
      return state;
  }
}

/**
 * The video call of one direct chat as a pure function of what happened: every user action
 * and every message of the call socket (docs/product.md, "Call states"). The media and the peer connection follow
 * it in video-call.ts.
 */
export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'connectPressed':
      if (state.socket !== 'disconnected') return state;
      return { ...state, socket: 'connecting', refusedCode: null, error: null, notice: null };
    case 'socketOpened':
      return state.socket === 'disconnected' ? state : { ...state, socket: 'connected' };
    case 'socketDropped': {
      if (state.socket === 'disconnected') return state;
      const dropped = { ...state, socket: 'reconnecting' as const, isOtherUserConnected: false };
      return isCallInProgress(state) ? toIdle(dropped, 'connectionLost') : dropped;
    }
    case 'socketRefused':
      return {
        ...toIdle(state),
        socket: 'disconnected',
        isOtherUserConnected: false,
        refusedCode: event.code,
      };
    case 'disconnectPressed':
      return { ...toIdle(state), socket: 'disconnected', isOtherUserConnected: false, error: null };
    case 'serverMessage':
      // A message that was on its way when Disconnect was pressed changes nothing.
      return state.socket === 'disconnected' ? state : applyServerMessage(state, event.message);
    case 'callPressed':
      if (!canCall(state)) return state;
      return { ...state, pendingAction: 'call', notice: null, error: null };
    case 'offerSent':
      return state.pendingAction === 'call' && state.phase === 'idle'
        ? { ...state, phase: 'calling', pendingAction: null }
        : state;
    case 'cancelPressed':
      return state.phase === 'calling' || state.pendingAction === 'call' ? toIdle(state) : state;
    case 'answerPressed':
      return state.phase === 'incoming' && state.pendingAction === null
        ? { ...state, pendingAction: 'answer', error: null }
        : state;
    case 'answerSent':
      return state.phase === 'incoming' && state.pendingAction === 'answer'
        ? { ...state, phase: 'onCall', pendingAction: null, incomingOffer: null }
        : state;
    case 'endPressed':
      return isCallInProgress(state) ? toIdle(state) : state;
    case 'failed':
      return { ...toIdle(state), error: event.error };
    case 'messagesDismissed':
      return { ...state, notice: null, error: null };
  }
}
