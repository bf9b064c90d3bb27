import type { HomeDto } from '@homeroom/contract/home';

/** Test data of the home feature (kept beside it: the app's test/factories.ts is shared). */

const NO_MESSAGES = { count: 0, chats: [] };

/** A new account that is neither teacher nor parent yet. */
export function buildNewAccountHome(): HomeDto {
  return {
    role: 'none',
    since: '2031-05-01T08:00:00.000Z',
    first_step: 'choose_account_type',
    unread_messages: NO_MESSAGES,
  };
}

/** Sam Carter's Home: Leo in Year 3 Robins, a new story, two unread messages, helping at the book fair. */
export function buildParentHome(overrides: Partial<Extract<HomeDto, { role: 'parent' }>> = {}): HomeDto {
  return {
    role: 'parent',
    since: '2031-05-01T08:00:00.000Z',
    first_step: null,
    school_announcements: [
      {
        id: 71,
        title: 'Parents’ evening on 12 March',
        date: '2031-05-02T12:00:00.000Z',
        is_new: true,
        school: { id: 4, name: 'Maple Grove Primary' },
      },
    ],
    unread_messages: {
      count: 2,
      chats: [
        {
          group: {
            id: 5,
            name: 'direct',
            direct_message: true,
            recipient: { id: 3, first_name: 'Olivia', last_name: 'Bennett' },
          },
          count: 2,
          updated_at: '2031-05-03T14:05:00.000Z',
        },
      ],
    },
    children: [
      {
        id: 21,
        name: 'Leo Carter',
        image: null,
        school_class: {
          id: 12,
          name: 'Year 3 Robins',
          teacher: { user: { id: 3, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } },
          teachers: [{ user: { id: 3, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } }],
        },
        new_stickers: [{ type: 1, count: 2 }],
        scores: [
          {
            assignment: { id: 31, title: 'My weekend', maximum_score: 10 },
            score: 9,
            scored_at: '2031-05-02T10:00:00.000Z',
            is_new: true,
          },
        ],
      },
    ],
    classes: [
      {
        id: 12,
        name: 'Year 3 Robins',
        stories: [
          { id: 41, title: 'Our trip to the farm', date: '2031-05-02T09:00:00.000Z', is_new: true },
          { id: 40, title: 'Planting beans', date: '2031-04-20T09:00:00.000Z', is_new: false },
        ],
        announcements: [
          { id: 51, title: 'Swimming on Friday', date: '2031-04-28T09:00:00.000Z', is_new: false },
        ],
        events: [
          {
            id: 61,
            name: 'Book fair',
            date: '2031-05-09',
            helpers_required: 3,
            helpers_count: 1,
            is_new: false,
          },
        ],
      },
    ],
    next_helping: {
      id: 61,
      name: 'Book fair',
      date: '2031-05-09',
      helpers_required: 3,
      helpers_count: 1,
      is_new: false,
      school_class: { id: 12, name: 'Year 3 Robins' },
    },
    ...overrides,
  };
}

/** Olivia Bennett's Home: Year 3 Robins with a hand-in to score, an event short of helpers and a family to link. */
export function buildTeacherHome(overrides: Partial<Extract<HomeDto, { role: 'teacher' }>> = {}): HomeDto {
  return {
    role: 'teacher',
    since: '2031-05-01T08:00:00.000Z',
    first_step: null,
    school_announcements: [],
    unread_messages: NO_MESSAGES,
    school: { id: 1, name: 'Maple Grove Primary' },
    classes: [
      {
        id: 12,
        name: 'Year 3 Robins',
        to_score: [{ assignment: { id: 31, title: 'My weekend' }, count: 1 }],
        events_short_of_helpers: [
          {
            id: 61,
            name: 'Book fair',
            date: '2031-05-09',
            helpers_required: 3,
            helpers_count: 1,
            is_new: false,
          },
        ],
        unlinked_students: [{ id: 23, name: 'Maya Patel', invite_code: 'K7P2QR9X' }],
        student_count: 3,
      },
    ],
    ...overrides,
  };
}
