import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';

/**
 * Messages for schools, classes, students and stickers (docs/product.md, "Schools", "Classes and students" and "Stickers and
 * portfolios"). One set, because the four features share their name, class, student and role messages.
 */
export const SCHOOL_MESSAGES = {
  nameRequired: 'Name is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  schoolAdded: 'School added successfully.',
  schoolAddFailed: 'There was a problem with your request.',
  schoolUpdated: 'School updated successfully.',
  schoolUpdateFailed: 'There was a problem updating your school.',
  noSchoolYet: 'You do not have a school yet!',
  classCreated: 'Class created successfully.',
  classCreateFailed: 'There was a problem creating the class.',
  childAdded: 'Child added successfully.',
  childLinkFailed:
    "There was a problem linking your child to your account. Please double check your child's invite code.",
  noChildren: 'You do not have any children linked to your account.',
  invalidInviteCode: 'This invite code is not valid.',
  tooManyInviteCodes: 'Too many invite codes tried. Please wait a few minutes and try again.',
  tooManyGuardianInvites: 'Too many invitations sent. Please wait a few minutes and try again.',
  inviteCodeRequired: 'Invite code is required',
  schoolRequired: 'Select a school.',
  unknownSchool: 'This school does not exist.',
  classRequired: 'Class is required',
  studentRequired: 'Student is required',
  invalidStickerType: 'Choose a sticker: 1 (star), 2 (dinosaur) or 3 (cat).',
  teachersOnly: 'Only teachers can do this.',
  leadersOnly: 'Only a leader of this school can do this.',
  parentsOnly: 'Only parents can do this.',
  portfolioForbidden: "You must be the student's parent or teacher to access their profile page.",
  classForbidden: 'Only the teacher of this class and the parents of its students can see it.',
  guardianInviteSent: 'Invitation sent. The link works once, within 7 days.',
  tooManyGuardians: 'This child already has the most guardians Homeroom allows.',
  guardianInvitationInvalid: 'This invitation link is not valid or has been used already.',
  guardianInvitationExpired: 'This invitation has expired. Ask for a new one.',
  guardianInvitationTokenRequired: 'The invitation link is incomplete.',
  guardianAlreadyLinked: 'You are already a guardian of this child.',
  guardianNotLinked: 'This person is not a guardian of this child.',
  unlinkGuardianConfirm: 'Unlink this guardian? They no longer see this child or the class, and are told by e-mail.',
  newInviteCodeConfirm: 'Issue a new invite code? The unused one stops working.',
  deleteStudentConfirm: 'Are you sure you want to delete this student? Their stickers and work are deleted too.',
} as const;

/** The teacher of a class, as the class page and the portfolio show them. */
export const TeacherRefSchema = z.object({ user: UserSummaryDtoSchema });
/** The parent of a student, as the class page and the portfolio show them. */
export const ParentRefSchema = z.object({ user: UserSummaryDtoSchema });
