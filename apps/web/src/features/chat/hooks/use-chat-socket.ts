import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import type { ReconnectingSocket, SocketStatus } from '../../../lib/reconnecting-socket.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { connectChatSocket } from '../chat.realtime.ts';

/**
 * The live chat of a loaded group: opens the socket, closes it when the page is left, and
 * answers its state, the server's last error and a `send` that says whether the text went.
 */
export function useChatSocket(groupId: number) {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [refusedCode, setRefusedCode] = useState<number | null>(null);
  const serverError = useTimedMessage();
  const showServerError = serverError.show;
  const socketRef = useRef<ReconnectingSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    const socket = connectChatSocket({
      queryClient,
      groupId,
      token,
      onStatusChange: setStatus,
      onRefused: setRefusedCode,
      onServerError: (text) => showServerError({ tone: 'error', text }),
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [groupId, token, queryClient, showServerError]);

  const send = useCallback(
    (text: string, attachmentIds: number[] = []) =>
      socketRef.current?.send(attachmentIds.length > 0 ? { message: text, attachment_ids: attachmentIds } : { message: text }) ?? false,
    [],
  );

  return { status, refusedCode, serverError: serverError.message?.text ?? null, send };
}
