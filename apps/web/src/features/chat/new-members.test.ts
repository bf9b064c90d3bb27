import { describe, expect, it } from 'vitest';
import { ADA, buildMember, PRIYA, SAM } from './chat.factories.ts';
import { newMemberError } from './new-members.ts';

describe('newMemberError', () => {
  const members = [buildMember(ADA), buildMember(PRIYA)];

  it('accepts someone neither in the list nor in the group', () => {
    expect(newMemberError(SAM, [], members)).toBeNull();
  });

  it('refuses someone already in the list', () => {
    expect(newMemberError(SAM, [SAM], members)).toBe('Sam Carter is already in the list');
  });

  it('refuses someone already in the group', () => {
    expect(newMemberError(PRIYA, [SAM], members)).toBe('Priya Shah is already in the group');
  });
});
