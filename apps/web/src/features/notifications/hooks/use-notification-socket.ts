import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { connectNotificationSocket } from '../notifications.realtime.ts';

/** Keeps the user's notification socket open while a token exists; logging out closes it. */
export function useNotificationSocket() {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);

  useEffect(() => {
    if (!token) return;
    const socket = connectNotificationSocket({ queryClient, token });
    return () => socket.close();
  }, [queryClient, token]);
}
