import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where the auth state lives in localStorage, and its schema version (docs/product.md, "Sessions in the browser"). */
export const AUTH_STORAGE_KEY = 'root';
export const AUTH_STORAGE_VERSION = 1;
/** How long start-up waits for the persisted state before showing the app anyway (docs/product.md, "Sessions in the browser"). */
export const AUTH_RESTORE_TIMEOUT_MS = 5000;

export interface AuthState {
  token: string;
  account: UserDto | null;
  accountType: AccountType | '';
}

export interface AuthActions {
  setToken: (token: string) => void;
  /** Stores the account and derives teacher or parent from the profile it has. */
  setAccount: (account: UserDto) => void;
  logout: () => void;
}

/**
 * The contract's `accountTypeOf`, written out: importing it would bring the contract's schemas
 * (and zod) into the first page, which every other page loads anyway when it needs them.
 */
function accountTypeOfAccount(account: Pick<UserDto, 'teacher' | 'parent'>): AccountType | '' {
  if (account.teacher) return 'teacher';
  if (account.parent) return 'parent';
  return '';
}

const initialAuthState: AuthState = { token: '', account: null, accountType: '' };

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...initialAuthState,
      setToken: (token) => set({ token }),
      setAccount: (account) => set({ account, accountType: accountTypeOfAccount(account) }),
      logout: () => set(initialAuthState),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, account, accountType }): AuthState => ({ token, account, accountType }),
      // State written by another version has an unknown shape: start signed out rather than guess.
      migrate: () => initialAuthState,
    },
  ),
);

/** Logged in means a token is present (docs/product.md, "Sessions in the browser"). */
export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => state.token !== '');
}
