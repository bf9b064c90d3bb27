import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { NotificationDtoSchema } from './notifications.ts';

/**
 * The first thing a new account has to do, when it has one (docs/product.md, "Home"):
 * choose teacher or parent, then a teacher joins a school and creates a class, a parent links a child.
 */
export const HOME_FIRST_STEPS = ['choose_account_type', 'join_school', 'create_class', 'link_child'] as const;
export type HomeFirstStep = (typeof HOME_FIRST_STEPS)[number];

const ClassRefSchema = z.object({ id: z.number(), name: z.string() });

/** A story or an announcement of a class, as Home lists it: `is_new` when published since the last visit. */
export const HomePostDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  is_new: z.boolean(),
});
export type HomePostDto = z.infer<typeof HomePostDtoSchema>;

/** A school-wide announcement, as Home lists it, with its school (an addition of issue 13). */
export const HomeSchoolPostDtoSchema = HomePostDtoSchema.extend({ school: ClassRefSchema });
export type HomeSchoolPostDto = z.infer<typeof HomeSchoolPostDtoSchema>;

/** An event to come, with how many helpers it has of how many it needs. */
export const HomeEventDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  helpers_required: z.number(),
  helpers_count: z.number(),
  is_new: z.boolean(),
});
export type HomeEventDto = z.infer<typeof HomeEventDtoSchema>;

/** The chats with unread messages, from the user's 'New message' notifications. */
export const HomeUnreadMessagesDtoSchema = z.object({
  /** Messages received while the chat was not open, over every chat. */
  count: z.number(),
  chats: z.array(
    z.object({
      group: NotificationDtoSchema.shape.group.unwrap(),
      count: z.number(),
      updated_at: z.string(),
    }),
  ),
});
export type HomeUnreadMessagesDto = z.infer<typeof HomeUnreadMessagesDtoSchema>;

/** One of the parent's children: their class, and their own new stickers and scores. */
export const HomeChildDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  school_class: ClassRefSchema.extend({
    teacher: z.object({ user: UserSummaryDtoSchema }),
    /** Every teacher of the class, the owner (`teacher`) first, then its co-teachers. */
    teachers: z.array(z.object({ user: UserSummaryDtoSchema })),
  }),
  /** Stickers awarded since the last visit, counted by kind (1 star, 2 dinosaur, 3 cat). */
  new_stickers: z.array(z.object({ type: z.number(), count: z.number() })),
  /** The latest scored work, newest first. */
  scores: z.array(
    z.object({
      assignment: z.object({ id: z.number(), title: z.string(), maximum_score: z.number() }),
      score: z.number(),
      scored_at: z.string(),
      is_new: z.boolean(),
    }),
  ),
});
export type HomeChildDto = z.infer<typeof HomeChildDtoSchema>;

/** A class of the parent's children: its latest stories and announcements and the events to come. */
export const HomeParentClassDtoSchema = ClassRefSchema.extend({
  stories: z.array(HomePostDtoSchema),
  announcements: z.array(HomePostDtoSchema),
  events: z.array(HomeEventDtoSchema),
});
export type HomeParentClassDto = z.infer<typeof HomeParentClassDtoSchema>;

/** A class of the teacher, with what needs them. */
export const HomeTeacherClassDtoSchema = ClassRefSchema.extend({
  /** Assignments with work handed in and not scored yet. */
  to_score: z.array(
    z.object({ assignment: z.object({ id: z.number(), title: z.string() }), count: z.number() }),
  ),
  /** Events to come whose helper places are not all taken. */
  events_short_of_helpers: z.array(HomeEventDtoSchema),
  /** Students with no parent linked yet, with the invite code to send. */
  unlinked_students: z.array(z.object({ id: z.number(), name: z.string(), invite_code: z.string() })),
  student_count: z.number(),
});
export type HomeTeacherClassDto = z.infer<typeof HomeTeacherClassDtoSchema>;

const HomeCommonSchema = z.object({
  /** Items newer than this count as new: the end of the previous visit (docs/product.md, "Home"). */
  since: z.string(),
  first_step: z.enum(HOME_FIRST_STEPS).nullable(),
  unread_messages: HomeUnreadMessagesDtoSchema,
});

/** GET home/: what the signed-in user's Home shows; only what that user may see. */
export const HomeDtoSchema = z.discriminatedUnion('role', [
  HomeCommonSchema.extend({ role: z.literal('none') }),
  HomeCommonSchema.extend({
    role: z.literal('teacher'),
    school: ClassRefSchema.nullable(),
    /** The latest announcements of the teacher's school, once a leader approved them. */
    school_announcements: z.array(HomeSchoolPostDtoSchema),
    classes: z.array(HomeTeacherClassDtoSchema),
  }),
  HomeCommonSchema.extend({
    role: z.literal('parent'),
    children: z.array(HomeChildDtoSchema),
    /** The latest announcements of the schools of the children's classes. */
    school_announcements: z.array(HomeSchoolPostDtoSchema),
    classes: z.array(HomeParentClassDtoSchema),
    /** The next event the parent helps at, today or later. */
    next_helping: HomeEventDtoSchema.extend({ school_class: ClassRefSchema }).nullable(),
  }),
]);
export type HomeDto = z.infer<typeof HomeDtoSchema>;

/** The texts of Home (docs/product.md, "Home"). */
export const HOME_MESSAGES = {
  title: 'Home',
  chooseAccountType: 'Choose whether you are a teacher or a parent to get started.',
  joinSchool: 'Create or join your school',
  joinSchoolHint: 'Pick your school from the list, or add it, in the School tab of your profile.',
  createClass: 'Create your first class',
  createClassHint: 'Name your class in the Classes tab of your profile, then add your students.',
  linkChild: 'Link your child',
  linkChildHint: 'Enter the invite code you received from the teacher in the Children tab of your profile.',
  noUnreadMessages: 'No unread messages.',
  nothingNew: 'Nothing new since your last visit.',
  allScored: 'All work handed in is scored.',
  allHelpers: 'Every event has its helpers.',
  allLinked: 'Every family is linked.',
  noEvents: 'No events coming up.',
} as const;
