import { z } from 'zod';
import { UserSummaryDtoSchema } from './accounts.ts';
import { id, requiredEmail } from './validation.ts';

/** Messages of co-teaching (docs/decisions.md, "Co-teachers"). */
export const COTEACHER_MESSAGES = {
  emailRequired: 'Email is required',
  notAColleague: 'No approved teacher of your school has this e-mail address.',
  alreadyTeaches: 'This teacher already teaches this class.',
  alreadyInvited: 'This teacher has been invited already.',
  ownerOnly: 'Only the teacher who owns this class can do this.',
  classWithoutSchool: 'Co-teachers join classes of a school: your school has to approve you first.',
  invitationSent: 'Invitation sent. They accept or decline it on their profile.',
  invitationNotFound: 'This invitation does not exist or has been answered already.',
  invitationNoLongerValid:
    'You can no longer accept this invitation: you and the class are not at the same school.',
  invitationAccepted: 'You now teach this class.',
  coteacherNotFound: 'This teacher does not co-teach this class.',
  ownerStays: 'The owner of a class cannot be removed from it.',
  removeConfirm: 'Remove this co-teacher? They no longer see the class or its families.',
  leaveConfirm: 'Leave this class? You no longer see it or its families.',
  noInvitations: 'No invitations to co-teach.',
} as const;

/** POST school/class-coteacher-invite/{id}/: the owner invites a colleague of the same school by e-mail. */
export const CoteacherInviteBodySchema = z.object({ email: requiredEmail(COTEACHER_MESSAGES.emailRequired) });
export type CoteacherInviteBody = z.infer<typeof CoteacherInviteBodySchema>;
export const CoteacherInviteDtoSchema = z.object({ detail: z.string() });

/** GET school/coteacher-invitations/: the calling teacher's invitations waiting for an answer, newest first. */
export const CoteacherInvitationDtoSchema = z.object({
  id: z.number(),
  school_class: z.object({ id: z.number(), name: z.string() }),
  invited_by: z.object({ user: UserSummaryDtoSchema }),
  created_at: z.string(),
});
export type CoteacherInvitationDto = z.infer<typeof CoteacherInvitationDtoSchema>;
export const CoteacherInvitationListDtoSchema = z.array(CoteacherInvitationDtoSchema);

/** POST school/coteacher-invitation-accept/{id}/: the class the teacher now co-teaches. */
export const CoteacherInvitationAcceptDtoSchema = z.object({
  detail: z.string(),
  school_class: z.object({ id: z.number(), name: z.string() }),
});

/** DELETE school/class-coteacher/{id}/{user_id}/: the owner removes a co-teacher, or a co-teacher leaves. */
export const ClassCoteacherParamsSchema = z.object({ id: id(), user_id: id() });
