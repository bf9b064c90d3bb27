import { TYPING_FRAME_INTERVAL_MS } from '@homeroom/contract/chat';
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

  const lastTypingRef = useRef(0);
  const statusRef = useRef(status);
  statusRef.current = status;
  const send = useCallback((text: string, attachmentIds: number[] = []) => {
    const isSent =
      socketRef.current?.send(attachmentIds.length > 0 ? { message: text, attachment_ids: attachmentIds } : { message: text }) ?? false;
    // The next keystroke says so again at once: the message ended the others' typing line.
    if (isSent) lastTypingRef.current = 0;
    return isSent;
  }, []);
  /** Tells the others the user is typing, at most once every TYPING_FRAME_INTERVAL_MS. */
  const sendTyping = useCallback(() => {
    const now = Date.now();
    // Never held for later: typing is only worth saying while it happens.
    if (statusRef.current !== 'open' || now - lastTypingRef.current < TYPING_FRAME_INTERVAL_MS) return;
    if (socketRef.current?.send({ type: 'typing' })) lastTypingRef.current = now;
  }, []);

  return { status, refusedCode, serverError: serverError.message?.text ?? null, send, sendTyping };
}
