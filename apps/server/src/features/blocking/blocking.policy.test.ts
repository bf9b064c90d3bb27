import { describe, expect, it } from 'vitest';
import { canBlock, directMessageBlock } from './blocking.policy.ts';

const parent = { teacherId: null, parentId: 1 };
const teacher = { teacherId: 2, parentId: null };
const teacherAndParent = { teacherId: 3, parentId: 4 };

describe('canBlock', () => {
  it('lets a parent block a parent', () => {
    expect(canBlock(parent, parent)).toBe(true);
  });

  it('keeps the school reachable: no teacher blocks or is blocked, even one who is a parent too', () => {
    expect(canBlock(parent, teacher)).toBe(false);
    expect(canBlock(teacher, parent)).toBe(false);
    expect(canBlock(parent, teacherAndParent)).toBe(false);
    expect(canBlock(teacherAndParent, parent)).toBe(false);
  });

  it('refuses unknown users and users who are neither', () => {
    expect(canBlock(undefined, parent)).toBe(false);
    expect(canBlock(parent, { teacherId: null, parentId: null })).toBe(false);
  });
});

describe('directMessageBlock', () => {
  it('names the side of the user: blocker first when both blocked each other', () => {
    expect(directMessageBlock(1, [])).toBeNull();
    expect(directMessageBlock(1, [{ blockerId: 1, blockedId: 2 }])).toBe('blocker');
    expect(directMessageBlock(2, [{ blockerId: 1, blockedId: 2 }])).toBe('blocked');
    expect(directMessageBlock(2, [{ blockerId: 1, blockedId: 2 }, { blockerId: 2, blockedId: 1 }])).toBe('blocker');
  });
});
