import { beforeEach, describe, expect, it } from 'vitest';
import { buildParent, buildTeacher, buildUser } from '../test/factories.ts';
import { useAuthStore } from './auth-store.ts';

function persisted(): unknown {
  return JSON.parse(localStorage.getItem('root') ?? 'null');
}

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    localStorage.clear();
  });

  it('starts signed out', () => {
    const { token, account, accountType } = useAuthStore.getState();
    expect({ token, account, accountType }).toEqual({ token: '', account: null, accountType: '' });
  });

  it('persists the token under the key root with schema version 1', () => {
    useAuthStore.getState().setToken('abc123');
    expect(persisted()).toEqual({ state: { token: 'abc123', account: null, accountType: '' }, version: 1 });
  });

  it('derives the account type from the profile the account has', () => {
    useAuthStore.getState().setAccount(buildTeacher());
    expect(useAuthStore.getState().accountType).toBe('teacher');
    useAuthStore.getState().setAccount(buildParent());
    expect(useAuthStore.getState().accountType).toBe('parent');
    useAuthStore.getState().setAccount(buildUser());
    expect(useAuthStore.getState().accountType).toBe('');
  });

  it('empties token, account and account type on logout', () => {
    useAuthStore.getState().setToken('abc123');
    useAuthStore.getState().setAccount(buildTeacher());
    useAuthStore.getState().logout();
    expect(persisted()).toEqual({ state: { token: '', account: null, accountType: '' }, version: 1 });
  });

  it('restores the persisted state on start-up', async () => {
    const account = buildParent();
    localStorage.setItem(
      'root',
      JSON.stringify({ state: { token: 'kept', account, accountType: 'parent' }, version: 1 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'kept', account, accountType: 'parent' });
  });

  it('starts signed out when the stored state has another schema version', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ state: { token: 'old', account: null, accountType: '' }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().token).toBe('');
  });
});
