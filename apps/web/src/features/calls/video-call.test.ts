import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-web-socket.ts';
import { createVideoCall, type VideoCall } from './video-call.ts';

const OFFER = { type: 'offer', sdp: 'v=0 offer' };
const ANSWER = { type: 'answer', sdp: 'v=0 answer' };
const ICE_SERVERS = [{ urls: 'stun:stun.example.org:3478' }];

class FakePeerConnection {
  readonly tracks: unknown[] = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  connectionState = 'new';
  isClosed = false;
  onicecandidate: ((event: { candidate: { toJSON: () => RTCIceCandidateInit } | null }) => void) | null =
    null;
  ontrack: ((event: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(readonly configuration: RTCConfiguration) {}
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  async createOffer() {
    return OFFER;
  }
  async createAnswer() {
    return ANSWER;
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    // As a browser does: a candidate before the remote description is refused.
    if (!this.remoteDescription) throw new DOMException('No remote description', 'InvalidStateError');
    this.addedCandidates.push(candidate);
  }
  close() {
    this.isClosed = true;
  }
  emitCandidate(candidate: RTCIceCandidateInit) {
    this.onicecandidate?.({ candidate: { toJSON: () => candidate } });
  }
}

function fakeStream() {
  const tracks = [
    { kind: 'audio', stop: vi.fn() },
    { kind: 'video', stop: vi.fn() },
  ];
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let sockets: FakeSocket[];
let peers: FakePeerConnection[];
let media: ReturnType<typeof fakeStream>;
let getUserMedia: ReturnType<typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>>;
let videoCall: VideoCall;

function latestSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
function latestPeer(): FakePeerConnection {
  const peer = peers.at(-1);
  if (!peer) throw new Error('no peer connection was made');
  return peer;
}

function makeCall(
  options: {
    createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
    enumerateDevices?: () => Promise<MediaDeviceInfo[]>;
  } = {},
) {
  videoCall = createVideoCall({
    groupId: 5,
    token: 'k'.repeat(40),
    otherUserId: 8,
    isOtherUserConnected: false,
    getIceServers: async () => ICE_SERVERS,
    getUserMedia,
    enumerateDevices: options.enumerateDevices ?? (async () => []),
    createPeerConnection:
      options.createPeerConnection ??
      ((configuration) => {
        const peer = new FakePeerConnection(configuration);
        peers.push(peer);
        return peer as unknown as RTCPeerConnection;
      }),
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  return videoCall;
}

/** Connected, with the other user connected too. */
function connectReady() {
  const call = makeCall();
  call.connect();
  latestSocket().accept();
  latestSocket().receive({ type: 'connection', data: { message: 'Connected', other_user_connected: true } });
  return call;
}

async function startCall() {
  const call = connectReady();
  await call.call();
  return call;
}

async function answerIncoming() {
  const call = connectReady();
  latestSocket().receive({ type: 'call_received', data: { caller: 8, rtcMessage: OFFER } });
  await call.answer();
  return call;
}

beforeEach(() => {
  sockets = [];
  peers = [];
  media = fakeStream();
  getUserMedia = vi.fn(async () => media.stream);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  videoCall.dispose();
  vi.restoreAllMocks();
});

describe('the call socket', () => {
  it('opens on Connect at /ws/call/{groupId}/-/ with the token as a subprotocol, and logs in', () => {
    const call = makeCall();
    expect(sockets).toHaveLength(0);
    call.connect();
    expect(latestSocket().url).toBe('ws://localhost:3000/ws/call/5/-/');
    expect(latestSocket().protocols).toEqual(['homeroom', `token.${'k'.repeat(40)}`]);
    expect(call.getSnapshot().state.socket).toBe('connecting');
    latestSocket().accept();
    expect(latestSocket().sent).toEqual([{ type: 'login' }]);
    expect(call.getSnapshot().state.socket).toBe('connected');
  });

  it('closes on Disconnect', () => {
    const call = connectReady();
    call.disconnect();
    expect(latestSocket().isClosedByPage).toBe(true);
    expect(call.getSnapshot().state).toMatchObject({ socket: 'disconnected', isOtherUserConnected: false });
  });

  it('stays closed when refused, and says why', () => {
    const call = makeCall();
    call.connect();
    latestSocket().drop(4403);
    expect(call.getSnapshot().state).toMatchObject({ socket: 'disconnected', refusedCode: 4403 });
    call.connect();
    expect(sockets).toHaveLength(2);
  });
});

describe('calling', () => {
  it('asks for camera and microphone, builds the peer connection with the ICE servers and sends the offer', async () => {
    const call = await startCall();
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(latestPeer().configuration).toEqual({ iceServers: ICE_SERVERS });
    expect(latestPeer().tracks).toEqual(media.tracks);
    expect(latestPeer().localDescription).toEqual(OFFER);
    expect(latestSocket().sentOfType('call')).toEqual([{ type: 'call', data: { rtcMessage: OFFER } }]);
    expect(call.getSnapshot()).toMatchObject({ state: { phase: 'calling' }, localStream: media.stream });
  });

  it('sends each candidate of its own as label, id and candidate, naming the other user', async () => {
    await startCall();
    latestPeer().emitCandidate({
      candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host',
      sdpMLineIndex: 0,
      sdpMid: '0',
    });
    latestPeer().onicecandidate?.({ candidate: null });
    expect(latestSocket().sentOfType('ICEcandidate')).toEqual([
      {
        type: 'ICEcandidate',
        data: {
          user: 8,
          rtcMessage: { label: 0, id: '0', candidate: 'candidate:1 1 udp 1 10.0.0.2 5000 typ host' },
        },
      },
    ]);
  });

  it("holds the callee's candidates until the answer is set, then adds them in order", async () => {
    const call = await startCall();
    const socket = latestSocket();
    socket.receive({
      type: 'ICEcandidate',
      data: { rtcMessage: { label: 0, id: '0', candidate: 'candidate:a' } },
    });
    socket.receive({
      type: 'ICEcandidate',
      data: { rtcMessage: { label: 1, id: '1', candidate: 'candidate:b' } },
    });
    await flush();
    expect(latestPeer().addedCandidates).toEqual([]);

    socket.receive({ type: 'call_answered', data: { rtcMessage: ANSWER } });
    await flush();
    expect(call.getSnapshot().state.phase).toBe('onCall');
    expect(latestPeer().remoteDescription).toEqual(ANSWER);
    expect(latestPeer().addedCandidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate:a',
      'candidate:b',
    ]);

    socket.receive({
      type: 'ICEcandidate',
      data: { rtcMessage: { label: 0, id: '0', candidate: 'candidate:c' } },
    });
    await flush();
    expect(latestPeer().addedCandidates.map((candidate) => candidate.candidate)).toEqual([
      'candidate:a',
      'candidate:b',
      'candidate:c',
    ]);
  });

  it('Cancel sends cancel_call, stops the camera and closes the peer connection', async () => {
    const call = await startCall();
    call.cancel();
    expect(latestSocket().sentOfType('cancel_call')).toHaveLength(1);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    expect(latestPeer().isClosed).toBe(true);
    expect(call.getSnapshot()).toMatchObject({ state: { phase: 'idle' }, localStream: null });
  });

  it('a Cancel while the camera is asked for sends no offer and stops the camera once it comes', async () => {
    let grant: (stream: MediaStream) => void = () => {};
    getUserMedia.mockImplementation(() => new Promise((resolve) => (grant = resolve)));
    const call = connectReady();
    const calling = call.call();
    await flush();
    call.cancel();
    grant(media.stream);
    await calling;
    expect(latestSocket().sentOfType('call')).toEqual([]);
    expect(peers).toEqual([]);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    expect(call.getSnapshot().state.phase).toBe('idle');
  });

  it("shows 'getUserMedia() error:' and the error's name when the camera is refused", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const call = await startCall();
    expect(call.getSnapshot().state).toMatchObject({
      phase: 'idle',
      error: 'getUserMedia() error: NotAllowedError',
    });
    expect(peers).toEqual([]);
    expect(latestSocket().sentOfType('call')).toEqual([]);
  });

  it("shows 'Cannot create RTCPeerConnection object.' when the peer connection fails, and stops the camera", async () => {
    const call = makeCall({
      createPeerConnection: () => {
        throw new Error('unsupported');
      },
    });
    call.connect();
    latestSocket().accept();
    latestSocket().receive({
      type: 'connection',
      data: { message: 'Connected', other_user_connected: true },
    });
    await call.call();
    expect(call.getSnapshot().state).toMatchObject({
      phase: 'idle',
      error: 'Cannot create RTCPeerConnection object.',
    });
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
  });
});

describe('answering', () => {
  it("holds the caller's candidates while it rings, and adds them once the offer is set", async () => {
    const call = connectReady();
    const socket = latestSocket();
    socket.receive({ type: 'call_received', data: { caller: 8, rtcMessage: OFFER } });
    socket.receive({
      type: 'ICEcandidate',
      data: { rtcMessage: { label: 0, id: '0', candidate: 'candidate:a' } },
    });
    expect(call.getSnapshot().state.phase).toBe('incoming');
    expect(peers).toEqual([]);
    expect(getUserMedia).not.toHaveBeenCalled();

    await call.answer();
    expect(latestPeer().remoteDescription).toEqual(OFFER);
    expect(latestPeer().addedCandidates.map((candidate) => candidate.candidate)).toEqual(['candidate:a']);
    expect(latestPeer().localDescription).toEqual(ANSWER);
    expect(socket.sentOfType('answer_call')).toEqual([{ type: 'answer_call', data: { rtcMessage: ANSWER } }]);
    expect(call.getSnapshot().state.phase).toBe('onCall');
  });

  it('shows the remote picture when its tracks arrive', async () => {
    const call = await answerIncoming();
    const remote = { id: 'remote' } as unknown as MediaStream;
    latestPeer().ontrack?.({ streams: [remote], track: {} });
    expect(call.getSnapshot().remoteStream).toBe(remote);
  });

  it('tells the caller when the camera is refused on Answer', async () => {
    getUserMedia.mockRejectedValue(new DOMException('No camera', 'NotFoundError'));
    const call = await answerIncoming();
    expect(call.getSnapshot().state).toMatchObject({
      phase: 'idle',
      error: 'getUserMedia() error: NotFoundError',
    });
    expect(latestSocket().sentOfType('cancel_call')).toHaveLength(1);
  });
});

describe('ending', () => {
  it('End call sends cancel_call, stops the camera and closes the peer connection', async () => {
    const call = await answerIncoming();
    call.end();
    expect(latestSocket().sentOfType('cancel_call')).toHaveLength(1);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    expect(latestPeer().isClosed).toBe(true);
    expect(call.getSnapshot()).toMatchObject({
      state: { phase: 'idle' },
      localStream: null,
      remoteStream: null,
    });
  });

  it('call_cancelled from the other side releases the media without sending anything', async () => {
    const call = await answerIncoming();
    latestSocket().receive({ type: 'call_cancelled', data: { user: 8 } });
    expect(latestPeer().isClosed).toBe(true);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    expect(latestSocket().sentOfType('cancel_call')).toEqual([]);
    expect(call.getSnapshot().state).toMatchObject({ phase: 'idle', notice: 'endedByOther' });
  });

  it('user_disconnected releases the media', async () => {
    const call = await startCall();
    latestSocket().receive({ type: 'user_disconnected', data: { user: 8 } });
    expect(latestPeer().isClosed).toBe(true);
    expect(call.getSnapshot().state).toMatchObject({ phase: 'idle', isOtherUserConnected: false });
  });

  it('Disconnect during a call sends cancel_call, releases the media and closes the socket', async () => {
    const call = await answerIncoming();
    const socket = latestSocket();
    call.disconnect();
    expect(socket.sentOfType('cancel_call')).toHaveLength(1);
    expect(socket.isClosedByPage).toBe(true);
    expect(latestPeer().isClosed).toBe(true);
    expect(call.getSnapshot().state).toMatchObject({ phase: 'idle', socket: 'disconnected' });
  });

  it('a dropped socket ends the call, and the socket reopens and logs in again', async () => {
    vi.useFakeTimers();
    try {
      const call = connectReady();
      latestSocket().receive({ type: 'call_received', data: { caller: 8, rtcMessage: OFFER } });
      latestSocket().drop();
      expect(call.getSnapshot().state).toMatchObject({
        phase: 'idle',
        socket: 'reconnecting',
        notice: 'connectionLost',
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(sockets).toHaveLength(2);
      latestSocket().accept();
      expect(latestSocket().sent).toEqual([{ type: 'login' }]);
      expect(call.getSnapshot().state.socket).toBe('connected');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaving the page ends the call and closes the socket', async () => {
    const call = await startCall();
    const socket = latestSocket();
    call.dispose();
    expect(socket.sentOfType('cancel_call')).toHaveLength(1);
    expect(socket.isClosedByPage).toBe(true);
    expect(latestPeer().isClosed).toBe(true);
  });
});

describe('the controls of a call', () => {
  const camera = (deviceId: string) => ({ kind: 'videoinput', deviceId }) as MediaDeviceInfo;

  it('mute the microphone and turn the camera off and on, track by track', async () => {
    const call = await answerIncoming();
    const [audio, video] = media.tracks as unknown as MediaStreamTrack[];
    expect(call.getSnapshot().media).toMatchObject({
      isMicrophoneOn: true,
      isCameraOn: true,
      canSwitchCamera: false,
    });
    call.setMicrophoneOn(false);
    expect(audio!.enabled).toBe(false);
    expect(call.getSnapshot().media.isMicrophoneOn).toBe(false);
    call.setCameraOn(false);
    expect(video!.enabled).toBe(false);
    call.setCameraOn(true);
    expect(video!.enabled).toBe(true);
    expect(audio!.enabled).toBe(false);
  });

  it('count the call from the answer', async () => {
    const call = connectReady();
    expect(call.getSnapshot().media.onCallSince).toBe(null);
    latestSocket().receive({ type: 'call_received', data: { caller: 8, rtcMessage: OFFER } });
    await call.answer();
    expect(call.getSnapshot().media.onCallSince).toEqual(expect.any(Number));
    call.end();
    expect(call.getSnapshot().media.onCallSince).toBe(null);
  });

  it('switch to the other camera where there are two, sending it in place of the first', async () => {
    class FakeMediaStream {
      constructor(readonly tracks: unknown[]) {}
      getTracks() {
        return this.tracks;
      }
    }
    vi.stubGlobal('MediaStream', FakeMediaStream);
    const replaceTrack = vi.fn(async () => {});
    const call = makeCall({
      enumerateDevices: async () => [
        camera('front'),
        camera('back'),
        { kind: 'audioinput', deviceId: 'mic' } as MediaDeviceInfo,
      ],
      createPeerConnection: (configuration) => {
        const peer = new FakePeerConnection(configuration);
        Object.assign(peer, { getSenders: () => [{ track: { kind: 'video' }, replaceTrack }] });
        peers.push(peer);
        return peer as unknown as RTCPeerConnection;
      },
    });
    call.connect();
    latestSocket().accept();
    latestSocket().receive({
      type: 'connection',
      data: { message: 'Connected', other_user_connected: true },
    });
    latestSocket().receive({ type: 'call_received', data: { caller: 8, rtcMessage: OFFER } });
    const front = { kind: 'video', enabled: true, stop: vi.fn(), getSettings: () => ({ deviceId: 'front' }) };
    media.tracks[1] = front as unknown as (typeof media.tracks)[number];
    await call.answer();
    await vi.waitFor(() => expect(call.getSnapshot().media.canSwitchCamera).toBe(true));

    const back = { kind: 'video', enabled: true, stop: vi.fn() };
    getUserMedia.mockResolvedValueOnce({ getTracks: () => [back] } as unknown as MediaStream);
    await call.switchCamera();
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'back' } } });
    expect(replaceTrack).toHaveBeenCalledWith(back);
    expect(front.stop).toHaveBeenCalled();
    expect(call.getSnapshot().localStream?.getTracks()).toEqual([media.tracks[0], back]);
    vi.unstubAllGlobals();
  });
});
