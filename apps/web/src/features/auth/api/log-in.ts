import type { LoginBody, TokenDto } from '@homeroom/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

/** POST dj-rest-auth/login/, sent without a token. */
export function logIn(body: LoginBody): Promise<TokenDto> {
  return apiRequest<TokenDto>('/dj-rest-auth/login/', { method: 'POST', body, authenticated: false });
}

/** Logs in, then stores the token and the account and opens the profile. */
export function useLogIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const { key } = await logIn(body);
      await startSession(key);
    },
  });
}
