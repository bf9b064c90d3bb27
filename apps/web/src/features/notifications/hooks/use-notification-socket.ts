import { useQueryClient } from '@tanstack/react-query';
import type { NotificationServerMessage } from '@homeroom/contract/notifications';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { connectNotificationSocket } from '../notifications.realtime.ts';

/**
 * Keeps the user's notification socket open while a token exists; logging out closes it.
 * `onMessage` hears every message too (the app shell passes ringing calls on).
 */
export function useNotificationSocket(onMessage?: (message: NotificationServerMessage) => void) {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (!token) return;
    const socket = connectNotificationSocket({
      queryClient,
      token,
      onOtherMessage: (message) => onMessageRef.current?.(message),
    });
    return () => socket.close();
  }, [queryClient, token]);
}
