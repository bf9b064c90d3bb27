import { CALL_MESSAGES, type CallClientMessage, type CallServerMessage } from '@homeroom/contract/calls';
import {
  openReconnectingSocket,
  type ReconnectingSocket,
  type SocketLike,
} from '../../lib/reconnecting-socket.ts';
import {
  callReducer,
  initialCallState,
  isCallInProgress,
  type CallEvent,
  type CallState,
} from './call-state.ts';
import {
  CALL_SOCKET_REFUSED,
  callSocketUrl,
  parseCallServerMessage,
  toSessionDescription,
} from './calls.realtime.ts';
import { createCandidateQueue, fromCandidateMessage, toCandidateMessage } from './candidate-queue.ts';

/** Texts of failures that docs/product.md, "Failures" does not name. */
export const CALL_FAILURES = {
  notConnected: 'You are not connected. Connect and try again.',
  setUpFailed: 'The call could not be set up. Please try again.',
  connectionFailed: 'The call lost its connection.',
} as const;

/** How the media between the two sides flows while a call is on. */
export type MediaLink = 'connecting' | 'connected' | 'reconnecting';

/** The user's own microphone and camera during a call, and the link to the other side. */
export interface CallMedia {
  isMicrophoneOn: boolean;
  isCameraOn: boolean;
  /** More than one camera (a phone's front and back): Switch camera is offered. */
  canSwitchCamera: boolean;
  link: MediaLink;
  /** When the call was answered (ms since the epoch), for its duration; null until then. */
  onCallSince: number | null;
}

export interface VideoCallSnapshot {
  state: CallState;
  media: CallMedia;
  /** This side's camera and microphone while a call is set up or on. */
  localStream: MediaStream | null;
  /** What the other side sends, once it arrives. */
  remoteStream: MediaStream | null;
}

export interface VideoCallOptions {
  groupId: number;
  token: string;
  /** Named in the candidates sent, as docs/product.md, "Live sockets" has them. */
  otherUserId: number;
  /** What the page knew before connecting. */
  isOtherUserConnected: boolean;
  /** The STUN and TURN servers of GET calls/ice-servers/. */
  getIceServers: () => Promise<RTCIceServer[]>;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  enumerateDevices?: () => Promise<MediaDeviceInfo[]>;
  now?: () => number;
}

export interface VideoCall {
  getSnapshot: () => VideoCallSnapshot;
  subscribe: (listener: (snapshot: VideoCallSnapshot) => void) => () => void;
  connect: () => void;
  disconnect: () => void;
  call: () => Promise<void>;
  cancel: () => void;
  answer: () => Promise<void>;
  end: () => void;
  dismissMessages: () => void;
  setMicrophoneOn: (isOn: boolean) => void;
  setCameraOn: (isOn: boolean) => void;
  /** The next camera (front and back on a phone), sent in place of the current one. */
  switchCamera: () => Promise<void>;
  /** The page is left: the call ends and the socket closes. */
  dispose: () => void;
}

const MEDIA_CONSTRAINTS: MediaStreamConstraints = { video: true, audio: true };

function defaultGetUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
  // Browsers offer the camera to secure pages only (https or localhost).
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('The camera needs a secure (https) page.', 'NotSupportedError'));
  }
  return navigator.mediaDevices.getUserMedia(constraints);
}

function defaultEnumerateDevices(): Promise<MediaDeviceInfo[]> {
  return navigator.mediaDevices?.enumerateDevices
    ? navigator.mediaDevices.enumerateDevices()
    : Promise.resolve([]);
}

export const INITIAL_MEDIA: CallMedia = {
  isMicrophoneOn: true,
  isCameraOn: true,
  canSwitchCamera: false,
  link: 'connecting',
  onCallSince: null,
};

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : String(error);
}

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The video call of one direct chat: the call socket, the camera, the peer connection and the
 * candidates in between. Its state is {@link callReducer}'s; this only carries out what each
 * state needs. Media flows peer to peer; the server relays the signalling only.
 */
export function createVideoCall(options: VideoCallOptions): VideoCall {
  const {
    groupId,
    token,
    otherUserId,
    getIceServers,
    getUserMedia = defaultGetUserMedia,
    createPeerConnection = (configuration) => new RTCPeerConnection(configuration),
    createSocket,
    enumerateDevices = defaultEnumerateDevices,
    now = Date.now,
  } = options;
  let state = initialCallState(options.isOtherUserConnected);
  let localStream: MediaStream | null = null;
  let remoteStream: MediaStream | null = null;
  let peer: RTCPeerConnection | null = null;
  let socket: ReconnectingSocket | null = null;
  /** Moves on whenever a call ends, so that a Call or Answer still under way knows it is over. */
  let attempt = 0;
  const candidates = createCandidateQueue<RTCIceCandidateInit>();
  const listeners = new Set<(snapshot: VideoCallSnapshot) => void>();
  let media: CallMedia = INITIAL_MEDIA;
  /** The camera sent now, and a facing mode to ask for when the cameras cannot be told apart. */
  let facingMode: 'user' | 'environment' = 'user';
  let snapshot: VideoCallSnapshot = { state, media, localStream, remoteStream };

  function publish() {
    snapshot = { state, media, localStream, remoteStream };
    for (const listener of listeners) listener(snapshot);
  }

  /** Stops the camera, closes the peer connection and forgets held candidates. */
  function releaseMedia() {
    attempt += 1;
    candidates.reset();
    if (peer) {
      peer.onicecandidate = null;
      peer.ontrack = null;
      peer.onconnectionstatechange = null;
      peer.oniceconnectionstatechange = null;
      peer.close();
      peer = null;
    }
    stopTracks(localStream);
    localStream = null;
    remoteStream = null;
    media = INITIAL_MEDIA;
    facingMode = 'user';
  }

  function dispatch(event: CallEvent) {
    const previous = state;
    state = callReducer(state, event);
    if (isCallInProgress(previous) && !isCallInProgress(state)) releaseMedia();
    if (previous.phase !== 'onCall' && state.phase === 'onCall') media = { ...media, onCallSince: now() };
    if (state !== previous) publish();
  }

  function send(message: CallClientMessage): boolean {
    return socket?.send(message) ?? false;
  }

  /** Ends a call that failed here; the other side is told if it knows of the call. */
  function fail(error: string) {
    if (state.phase !== 'idle') send({ type: 'cancel_call' });
    dispatch({ type: 'failed', error });
  }

  const isStale = (current: number) => current !== attempt;

  function applyCandidates(connection: RTCPeerConnection) {
    candidates.open((candidate) => {
      connection.addIceCandidate(candidate).catch((error: unknown) => {
        console.warn('A connectivity candidate of the other side was refused.', error);
      });
    });
  }

  /** The camera and a peer connection sending it; null (with the failure shown) if either fails. */
  async function preparePeer(current: number): Promise<RTCPeerConnection | null> {
    let iceServers: RTCIceServer[];
    try {
      iceServers = await getIceServers();
    } catch (error) {
      console.error('The ICE servers could not be fetched.', error);
      if (!isStale(current)) fail(CALL_FAILURES.setUpFailed);
      return null;
    }
    if (isStale(current)) return null;

    let stream: MediaStream;
    try {
      stream = await getUserMedia(MEDIA_CONSTRAINTS);
    } catch (error) {
      if (!isStale(current)) fail(`${CALL_MESSAGES.mediaError} ${errorName(error)}`);
      return null;
    }
    if (isStale(current)) {
      stopTracks(stream);
      return null;
    }
    localStream = stream;
    publish();
    void enumerateDevices()
      .then((devices) => {
        if (localStream !== stream) return;
        media = {
          ...media,
          canSwitchCamera: devices.filter((device) => device.kind === 'videoinput').length > 1,
        };
        publish();
      })
      .catch(() => {});

    let connection: RTCPeerConnection;
    try {
      connection = createPeerConnection({ iceServers });
    } catch (error) {
      console.error('Failed to create PeerConnection.', error);
      fail(CALL_MESSAGES.peerConnectionError);
      return null;
    }
    peer = connection;
    connection.onicecandidate = (event) => {
      if (!event.candidate) return;
      send({
        type: 'ICEcandidate',
        data: { user: otherUserId, rtcMessage: toCandidateMessage(event.candidate.toJSON()) },
      });
    };
    connection.ontrack = (event) => {
      const [stream] = event.streams;
      if (stream) remoteStream = stream;
      else {
        remoteStream ??= new MediaStream();
        remoteStream.addTrack(event.track);
      }
      publish();
    };
    // Either state says it (some browsers have only the ICE one): a drop shows as reconnecting
    // while the browser tries again, and a failure for good ends the call.
    const followLink = (linkState: RTCPeerConnectionState | RTCIceConnectionState | undefined) => {
      if (peer !== connection) return;
      if (linkState === 'failed') return fail(CALL_FAILURES.connectionFailed);
      const link: MediaLink | null =
        linkState === 'connected' || linkState === 'completed'
          ? 'connected'
          : linkState === 'disconnected'
            ? 'reconnecting'
            : null;
      if (link && link !== media.link) {
        media = { ...media, link };
        publish();
      }
    };
    connection.onconnectionstatechange = () => followLink(connection.connectionState);
    connection.oniceconnectionstatechange = () => followLink(connection.iceConnectionState);
    for (const track of stream.getTracks()) connection.addTrack(track, stream);
    return connection;
  }

  async function acceptAnswer(rtcMessage: unknown) {
    const current = attempt;
    const connection = peer;
    const answer = toSessionDescription(rtcMessage, 'answer');
    if (!connection || !answer) {
      fail(CALL_FAILURES.setUpFailed);
      return;
    }
    try {
      await connection.setRemoteDescription(answer);
    } catch (error) {
      console.error('The answer of the other side was refused.', error);
      if (!isStale(current)) fail(CALL_FAILURES.setUpFailed);
      return;
    }
    if (!isStale(current)) applyCandidates(connection);
  }

  function handleServerMessage(message: CallServerMessage) {
    const previous = state;
    dispatch({ type: 'serverMessage', message });
    switch (message.type) {
      case 'call_answered':
        if (previous.phase === 'calling' && state.phase === 'onCall')
          void acceptAnswer(message.data.rtcMessage);
        return;
      case 'ICEcandidate': {
        // While a call rings here there is no peer connection yet: the queue holds them.
        const candidate = fromCandidateMessage(message.data.rtcMessage);
        if (candidate && isCallInProgress(state)) candidates.add(candidate);
        return;
      }
      default:
        return;
    }
  }

  function connect() {
    if (socket) return;
    dispatch({ type: 'connectPressed' });
    const opened = openReconnectingSocket({
      name: 'call',
      url: () => callSocketUrl(groupId),
      token,
      finalCloseCodes: Object.values(CALL_SOCKET_REFUSED),
      createSocket,
      onOpen: () => {
        opened.send({ type: 'login' } satisfies CallClientMessage);
        dispatch({ type: 'socketOpened' });
      },
      onStatusChange: (status) => {
        if (status === 'reconnecting') dispatch({ type: 'socketDropped' });
      },
      onRefused: (code) => {
        if (socket === opened) socket = null;
        dispatch({ type: 'socketRefused', code });
      },
      onMessage: (data) => {
        if (socket !== opened) return;
        const message = parseCallServerMessage(data);
        if (message) handleServerMessage(message);
      },
    });
    socket = opened;
  }

  function disconnect() {
    if (state.phase !== 'idle') send({ type: 'cancel_call' });
    dispatch({ type: 'disconnectPressed' });
    const closing = socket;
    socket = null;
    closing?.close();
  }

  async function call() {
    if (state.socket !== 'connected') return;
    const before = state;
    dispatch({ type: 'callPressed' });
    if (state === before) return;
    const current = attempt;
    const connection = await preparePeer(current);
    if (!connection) return;
    try {
      const offer = await connection.createOffer();
      if (isStale(current)) return;
      await connection.setLocalDescription(offer);
      if (isStale(current)) return;
      if (!send({ type: 'call', data: { rtcMessage: { type: offer.type, sdp: offer.sdp } } })) {
        fail(CALL_FAILURES.notConnected);
        return;
      }
      dispatch({ type: 'offerSent' });
    } catch (error) {
      console.error('The call could not be started.', error);
      if (!isStale(current)) fail(CALL_FAILURES.setUpFailed);
    }
  }

  async function answer() {
    if (state.phase !== 'incoming' || state.pendingAction !== null) return;
    const offer = toSessionDescription(state.incomingOffer, 'offer');
    dispatch({ type: 'answerPressed' });
    if (!offer) {
      fail(CALL_FAILURES.setUpFailed);
      return;
    }
    const current = attempt;
    const connection = await preparePeer(current);
    if (!connection) return;
    try {
      await connection.setRemoteDescription(offer);
      if (isStale(current)) return;
      applyCandidates(connection);
      const reply = await connection.createAnswer();
      if (isStale(current)) return;
      await connection.setLocalDescription(reply);
      if (isStale(current)) return;
      if (!send({ type: 'answer_call', data: { rtcMessage: { type: reply.type, sdp: reply.sdp } } })) {
        fail(CALL_FAILURES.notConnected);
        return;
      }
      dispatch({ type: 'answerSent' });
    } catch (error) {
      console.error('The call could not be answered.', error);
      if (!isStale(current)) fail(CALL_FAILURES.setUpFailed);
    }
  }

  function setTracksOn(kind: 'audio' | 'video', isOn: boolean) {
    for (const track of localStream?.getTracks() ?? []) if (track.kind === kind) track.enabled = isOn;
    media = kind === 'audio' ? { ...media, isMicrophoneOn: isOn } : { ...media, isCameraOn: isOn };
    publish();
  }

  async function switchCamera() {
    const connection = peer;
    const stream = localStream;
    const current = stream?.getTracks().find((track) => track.kind === 'video');
    if (!connection || !stream || !current) return;
    const cameras = (await enumerateDevices().catch(() => [])).filter(
      (device) => device.kind === 'videoinput',
    );
    const currentId = current.getSettings?.().deviceId;
    const index = cameras.findIndex((camera) => camera.deviceId === currentId);
    const next = index >= 0 && cameras.length > 1 ? cameras[(index + 1) % cameras.length] : undefined;
    const nextFacing = facingMode === 'user' ? 'environment' : 'user';
    let replacement: MediaStreamTrack | undefined;
    try {
      const camera = await getUserMedia({
        video: next?.deviceId ? { deviceId: { exact: next.deviceId } } : { facingMode: nextFacing },
      });
      replacement = camera.getTracks().find((track) => track.kind === 'video');
    } catch (error) {
      console.warn('The other camera could not be opened.', error);
      return;
    }
    if (!replacement) return;
    if (peer !== connection || localStream !== stream) {
      replacement.stop();
      return;
    }
    const sender = connection.getSenders().find((candidate) => candidate.track?.kind === 'video');
    await sender?.replaceTrack(replacement);
    replacement.enabled = media.isCameraOn;
    current.stop();
    facingMode = nextFacing;
    localStream = new MediaStream([...stream.getTracks().filter((track) => track !== current), replacement]);
    publish();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect,
    disconnect,
    call,
    cancel() {
      if (state.phase === 'calling') send({ type: 'cancel_call' });
      dispatch({ type: 'cancelPressed' });
    },
    answer,
    end() {
      if (state.phase !== 'idle') send({ type: 'cancel_call' });
      dispatch({ type: 'endPressed' });
    },
    dismissMessages: () => dispatch({ type: 'messagesDismissed' }),
    setMicrophoneOn: (isOn) => setTracksOn('audio', isOn),
    setCameraOn: (isOn) => setTracksOn('video', isOn),
    switchCamera,
    dispose() {
      disconnect();
      listeners.clear();
    },
  };
}
