import type { UserDto } from '@homeroom/contract/accounts';

/** A signed-in user with neither a teacher nor a parent profile, unless overridden. */
export function buildUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    pk: 7,
    username: 'ada@example.com',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email_verified: true,
    profile_picture: null,
    teacher: null,
    parent: null,
    settings: {
      id: 7,
      message_received_notification: true,
      new_story_notification: true,
      new_announcement_notification: false,
      new_event_notification: true,
    },
    ...overrides,
  };
}

export function buildTeacher(overrides: Partial<UserDto> = {}): UserDto {
  return buildUser({ teacher: { id: 3, school: null, school_classes: [] }, ...overrides });
}

export function buildParent(overrides: Partial<UserDto> = {}): UserDto {
  return buildUser({ parent: { id: 4, user: 7, children: [] }, ...overrides });
}

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
