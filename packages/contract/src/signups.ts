import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { classIdField, LONG_TEXT_LENGTH } from './class-fields.ts';
import { requiredText, text } from './validation.ts';

/** The messages of sign-ups (docs/product.md, "Sign-ups"). */
export const SIGNUP_MESSAGES = {
  titleRequired: 'Give the sign-up a title.',
  slotsRequired: 'Add at least one slot.',
  labelRequired: 'Give each slot a label.',
  capacityInvalid: 'A slot holds from 1 to 500 places.',
  timeInvalid: 'Enter a valid date and time.',
  endBeforeStart: 'A slot must end after it starts.',
  cutoffRequired: 'Choose until when families may sign up.',
  cutoffPassed: 'The sign-up closed: places can no longer be taken or given back.',
  slotFull: 'This slot is full: every place is taken.',
  alreadyTaken: 'Your family already has a place in this slot.',
  notTaken: 'Your family has no place in this slot.',
} as const;

const DateTimeSchema = z.iso.datetime({ offset: true, error: SIGNUP_MESSAGES.timeInvalid });

export const SignupSlotBodySchema = z
  .object({
    label: requiredText(SIGNUP_MESSAGES.labelRequired, 200),
    capacity: z.coerce
      .number({ error: SIGNUP_MESSAGES.capacityInvalid })
      .int(SIGNUP_MESSAGES.capacityInvalid)
      .min(1, SIGNUP_MESSAGES.capacityInvalid)
      .max(500, SIGNUP_MESSAGES.capacityInvalid),
    starts_at: DateTimeSchema.nullish(),
    ends_at: DateTimeSchema.nullish(),
  })
  .refine((slot) => !slot.starts_at || !slot.ends_at || new Date(slot.ends_at) > new Date(slot.starts_at), {
    error: SIGNUP_MESSAGES.endBeforeStart,
    path: ['ends_at'],
  });
export type SignupSlotBody = z.infer<typeof SignupSlotBodySchema>;

/** POST school/signup-create/: a teacher's sign-up for one of their classes. */
export const SignupCreateBodySchema = z.object({
  school_class: classIdField,
  title: requiredText(SIGNUP_MESSAGES.titleRequired, 200),
  note: text().trim().max(LONG_TEXT_LENGTH).optional().default(''),
  cutoff: z.iso.datetime({ offset: true, error: SIGNUP_MESSAGES.cutoffRequired }),
  slots: z.array(SignupSlotBodySchema, { error: SIGNUP_MESSAGES.slotsRequired }).min(1, SIGNUP_MESSAGES.slotsRequired).max(50),
});
export type SignupCreateBody = z.infer<typeof SignupCreateBodySchema>;

export const SignupSlotDtoSchema = z.object({
  id: z.number(),
  label: z.string(),
  capacity: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  taken: z.number(),
  is_full: z.boolean(),
  /** Whether the calling family holds a place in it. */
  is_mine: z.boolean(),
  /** Who took the places: for the class's teachers only, null for families. */
  people: z.array(z.object({ user: UserSummaryDtoSchema })).nullable(),
});
export type SignupSlotDto = z.infer<typeof SignupSlotDtoSchema>;

export const SignupDtoSchema = z.object({
  id: z.number(),
  school_class: z.number(),
  title: z.string(),
  note: z.string(),
  cutoff: z.string(),
  /** The cut-off has passed: no place is taken or given back any more. */
  is_closed: z.boolean(),
  created_at: z.string(),
  slots: z.array(SignupSlotDtoSchema),
});
export type SignupDto = z.infer<typeof SignupDtoSchema>;

/** Whether a sign-up's places may still change at that moment. */
export function isSignupOpen(cutoff: string | Date, now: Date = new Date()): boolean {
  return new Date(cutoff).getTime() > now.getTime();
}
