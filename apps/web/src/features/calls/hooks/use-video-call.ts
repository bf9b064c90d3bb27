import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { iceServersQueryOptions } from '../api/get-ice-servers.ts';
import { initialCallState } from '../call-state.ts';
import { createVideoCall, INITIAL_MEDIA, type VideoCall, type VideoCallSnapshot } from '../video-call.ts';

interface UseVideoCallOptions {
  groupId: number;
  otherUserId: number;
  isOtherUserConnected: boolean;
}

export type VideoCallActions = Pick<
  VideoCall,
  | 'connect'
  | 'disconnect'
  | 'call'
  | 'cancel'
  | 'answer'
  | 'end'
  | 'dismissMessages'
  | 'setMicrophoneOn'
  | 'setCameraOn'
  | 'switchCamera'
>;

/**
 * The video call of a loaded direct chat, with its actions. Leaving the page (or the chat)
 * ends the call and closes the socket.
 */
export function useVideoCall({ groupId, otherUserId, isOtherUserConnected }: UseVideoCallOptions) {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  // Only the first value counts: afterwards the socket tells who is connected.
  const [initiallyConnected] = useState(isOtherUserConnected);
  const [videoCall, setVideoCall] = useState<VideoCall | null>(null);
  const [snapshot, setSnapshot] = useState<VideoCallSnapshot>(() => ({
    state: initialCallState(initiallyConnected),
    media: INITIAL_MEDIA,
    localStream: null,
    remoteStream: null,
  }));

  useEffect(() => {
    const created = createVideoCall({
      groupId,
      token,
      otherUserId,
      isOtherUserConnected: initiallyConnected,
      getIceServers: async () => (await queryClient.ensureQueryData(iceServersQueryOptions())).ice_servers,
    });
    const unsubscribe = created.subscribe(setSnapshot);
    setVideoCall(created);
    setSnapshot(created.getSnapshot());
    return () => {
      unsubscribe();
      created.dispose();
      setVideoCall(null);
    };
  }, [groupId, token, otherUserId, initiallyConnected, queryClient]);

  const actions = useMemo<VideoCallActions | null>(
    () =>
      videoCall && {
        connect: videoCall.connect,
        disconnect: videoCall.disconnect,
        call: videoCall.call,
        cancel: videoCall.cancel,
        answer: videoCall.answer,
        end: videoCall.end,
        dismissMessages: videoCall.dismissMessages,
        setMicrophoneOn: videoCall.setMicrophoneOn,
        setCameraOn: videoCall.setCameraOn,
        switchCamera: videoCall.switchCamera,
      },
    [videoCall],
  );

  return { ...snapshot, actions };
}
