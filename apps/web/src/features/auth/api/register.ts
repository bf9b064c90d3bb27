import type { RegisterBody, TokenDto } from '@homeroom/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

/** POST dj-rest-auth/registration/, sent without a token; answers 201 with the token. */
export function register(body: RegisterBody): Promise<TokenDto> {
  return apiRequest<TokenDto>('/dj-rest-auth/registration/', { method: 'POST', body, authenticated: false });
}

/** Registers, then signs the new user in exactly as login does. */
export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const { key } = await register(body);
      await startSession(key);
    },
  });
}
