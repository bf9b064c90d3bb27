import type { SchoolDto, UserDto } from '@homeroom/contract/accounts';
import type { AnnouncementDto } from '@homeroom/contract/announcements';
import type { EventDto, EventHelperDto } from '@homeroom/contract/events';
import type { StoryCommentDto, StoryDto } from '@homeroom/contract/stories';
import type { ClassPageDto } from '@homeroom/contract/classes';
import type { ClassStudentDto, PortfolioDto } from '@homeroom/contract/students';

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
      channels: { messages: 'email', stories: 'email', announcements: 'in_app', events: 'email', calls: 'push' },
      digest_hour: 18,
      hide_read_status: false,
    },
    language: null,
    // This device's own zone: a page rendered in a test has no reason to store another.
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...overrides,
  };
}

export function buildTeacher(overrides: Partial<UserDto> = {}): UserDto {
  return buildUser({ teacher: { id: 3, school: null, school_role: null, school_classes: [] }, ...overrides });
}

export function buildParent(overrides: Partial<UserDto> = {}): UserDto {
  return buildUser({ parent: { id: 4, user: 7, children: [] }, ...overrides });
}

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function buildSchool(overrides: Partial<SchoolDto> = {}): SchoolDto {
  return { id: 2, name: 'Oakwood Primary', city: 'Leeds', country: 'United Kingdom', ...overrides };
}

export function buildClassStudent(overrides: Partial<ClassStudentDto> = {}): ClassStudentDto {
  return {
    id: 31,
    name: 'Mia Okafor',
    image: null,
    stickers: [],
    parent: null,
    invite_code: { code: 'K7PX2MQR' },
    ...overrides,
  };
}

/** The class page as its teacher (user 7, Ada Lovelace) receives it. */
export function buildClassPage(overrides: Partial<ClassPageDto> = {}): ClassPageDto {
  return {
    id: 12,
    name: 'Year 3 Robins',
    school: buildSchool(),
    teacher: { user: { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null } },
    teachers: [{ user: { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null } }],
    students: [],
    stories: [],
    announcements: [],
    events: [],
    assignments: [],
    archived_at: null,
    ...overrides,
  };
}

export function buildPortfolio(overrides: Partial<PortfolioDto> = {}): PortfolioDto {
  return {
    pk: 31,
    id: 31,
    name: 'Mia Okafor',
    image: null,
    parent: null,
    guardians: [],
    school_class: {
      id: 12,
      name: 'Year 3 Robins',
      school: buildSchool(),
      teacher: { user: { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null } },
      teachers: [{ user: { id: 7, first_name: 'Ada', last_name: 'Lovelace', profile_picture: null } }],
    },
    stickers: [],
    invite_code: { code: 'K7PX2MQR' },
    portfolio: [],
    class_years: [],
    ...overrides,
  };
}

export function buildAnnouncement(overrides: Partial<AnnouncementDto> = {}): AnnouncementDto {
  return {
    id: 51,
    title: 'Trip on Friday',
    content: 'Bring a packed lunch.',
    date: '2031-05-02T08:30:00.000Z',
    school_class: 12,
    needs_acknowledgement: false,
    ...overrides,
  };
}

/** A class event; `date` is a calendar day. */
export function buildEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: 61,
    name: 'Sports day',
    date: '2031-05-20',
    description: 'Races on the field.',
    school_class: 12,
    helpers_required: 2,
    helpers: [],
    ...overrides,
  };
}

/** A helper of an event: the parent user `userId`. */
export function buildHelper(userId: number, firstName: string, lastName: string): EventHelperDto {
  return {
    id: userId * 10,
    parent: { user: { id: userId, first_name: firstName, last_name: lastName, profile_picture: null } },
  };
}

export function buildStory(overrides: Partial<StoryDto> = {}): StoryDto {
  return {
    id: 71,
    title: 'Our visit to the farm',
    content: 'We fed the lambs.',
    date: '2031-05-03T14:00:00.000Z',
    comments_enabled: true,
    school_class: 12,
    story_images: [],
    ...overrides,
  };
}

export function buildStoryComment(overrides: Partial<StoryCommentDto> = {}): StoryCommentDto {
  return {
    id: 81,
    author: { id: 8, first_name: 'Jun', last_name: 'Park', profile_picture: null },
    content: 'Lovely pictures!',
    created_at: '2031-05-03T15:00:00.000Z',
    updated_at: '2031-05-03T15:00:00.000Z',
    story: 71,
    ...overrides,
  };
}
