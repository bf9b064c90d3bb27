import { COTEACHER_MESSAGES, type CoteacherInvitationDto } from '@homeroom/contract/coteachers';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { refuseArchivedClass, type ClassesService } from './classes.service.ts';
import { ownsClass, teachesClass } from './classes.policy.ts';
import * as repo from './coteachers.repo.ts';
import { coteacherInvitationMail, coteacherRemovedMail } from './coteachers.mail.ts';

interface CoteachersDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  outbox: Outbox;
  /** The address links in e-mails start with. */
  publicUrl: string;
}

export type CoteachersService = ReturnType<typeof createCoteachersService>;

/**
 * Co-teachers (docs/decisions.md, "Co-teachers"): the owner of a class invites approved teachers
 * of the class's school, who accept or decline from their profile; the owner removes them, or
 * they leave. What a co-teacher may do is the classes policy's `teachesClass`.
 */
export function createCoteachersService({
  db,
  accounts,
  classes,
  outbox,
  publicUrl,
}: CoteachersDependencies) {
  /** The actor's teacher profile, if a leader has approved them at a school; 403 for anyone else. */
  async function requireApprovedTeacher(actor: Actor) {
    const teacher = await accounts.requireTeacher(actor);
    if (teacher.schoolId === null || teacher.schoolRole === 'pending')
      throw AppError.forbidden(COTEACHER_MESSAGES.classWithoutSchool);
    return { teacherId: teacher.teacherId, schoolId: teacher.schoolId };
  }

  return {
    /** The owner invites a colleague, an approved teacher of the class's school, by e-mail; they are told through the outbox. */
    async inviteCoteacher(actor: Actor, classId: number, email: string) {
      const schoolClass = await classes.findClass(classId);
      if (!ownsClass(actor, schoolClass)) throw AppError.forbidden(COTEACHER_MESSAGES.ownerOnly);
      refuseArchivedClass(schoolClass);
      // A waiting owner's class has no school yet, so it has no colleagues to invite.
      if (schoolClass.school === null) throw AppError.forbidden(COTEACHER_MESSAGES.classWithoutSchool);
      const invitee = await accounts.findUserByEmail(email);
      const profiles = invitee ? await accounts.findProfiles(invitee.id) : undefined;
      if (
        !invitee ||
        profiles?.teacherId == null ||
        profiles.schoolId !== schoolClass.school.id ||
        profiles.schoolRole === 'pending'
      ) {
        throw AppError.invalid({ email: [COTEACHER_MESSAGES.notAColleague] });
      }
      if (teachesClass({ userId: invitee.id }, schoolClass))
        throw AppError.invalid({ email: [COTEACHER_MESSAGES.alreadyTeaches] });
      await db.transaction(async (tx) => {
        const isNew = await repo.insertInvitation(tx, {
          schoolClassId: classId,
          teacherId: profiles.teacherId as number,
          invitedById: schoolClass.teacherId,
        });
        if (!isNew) throw AppError.invalid({ email: [COTEACHER_MESSAGES.alreadyInvited] });
        await outbox.enqueue(
          coteacherInvitationMail(invitee, schoolClass.teacher, schoolClass.name, `${publicUrl}/profile`),
          tx,
        );
      });
      return { detail: COTEACHER_MESSAGES.invitationSent };
    },

    /** The calling teacher's invitations waiting for an answer. */
    async listMyInvitations(actor: Actor): Promise<CoteacherInvitationDto[]> {
      const { teacherId } = await accounts.requireTeacher(actor);
      const invitations = await repo.listInvitationsOfTeacher(db, teacherId);
      return invitations.map((invitation) => ({
        id: invitation.id,
        school_class: invitation.schoolClass,
        invited_by: { user: accounts.toUserSummary(invitation.invitedBy) },
        created_at: invitation.createdAt.toISOString(),
      }));
    },

    /** The invited teacher accepts: they teach the class from now on, while both stay approved at its school. */
    async acceptInvitation(actor: Actor, invitationId: number) {
      const { teacherId, schoolId } = await requireApprovedTeacher(actor);
      const invitation = await repo.findInvitation(db, invitationId, teacherId);
      if (!invitation) throw AppError.notFound(COTEACHER_MESSAGES.invitationNotFound);
      // Read before the transaction: the embedded database runs one statement at a time, so a
      // read outside an open transaction would wait for it forever.
      const schoolClass = await classes.findClass(invitation.schoolClassId);
      // Either of them may have changed school since: the invitation stays, to be declined.
      if (schoolClass.school?.id !== schoolId)
        throw AppError.forbidden(COTEACHER_MESSAGES.invitationNoLongerValid);
      refuseArchivedClass(schoolClass);
      await db.transaction(async (tx) => {
        // Taken in the transaction, so that two answers at once count once.
        if (!(await repo.takeInvitation(tx, invitationId, teacherId))) {
          throw AppError.notFound(COTEACHER_MESSAGES.invitationNotFound);
        }
        await repo.insertCoteacher(tx, schoolClass.id, teacherId);
      });
      return {
        detail: COTEACHER_MESSAGES.invitationAccepted,
        school_class: { id: schoolClass.id, name: schoolClass.name },
      };
    },

    /** The invited teacher declines: the invitation is gone. */
    async declineInvitation(actor: Actor, invitationId: number): Promise<void> {
      const { teacherId } = await accounts.requireTeacher(actor);
      if (!(await repo.takeInvitation(db, invitationId, teacherId)))
        throw AppError.notFound(COTEACHER_MESSAGES.invitationNotFound);
    },

    /**
     * The owner removes a co-teacher (who is told by e-mail), or a co-teacher leaves. Nobody
     * removes the owner; any other teacher of the class, and everyone else, is refused.
     */
    async removeCoteacher(actor: Actor, classId: number, userId: number): Promise<void> {
      const schoolClass = await classes.findClass(classId);
      if (!teachesClass(actor, schoolClass)) throw AppError.forbidden();
      if (ownsClass({ userId }, schoolClass)) throw AppError.forbidden(COTEACHER_MESSAGES.ownerStays);
      const isOwner = ownsClass(actor, schoolClass);
      if (!isOwner && actor.userId !== userId) throw AppError.forbidden(COTEACHER_MESSAGES.ownerOnly);
      const profiles = await accounts.findProfiles(userId);
      const isRemoved =
        profiles?.teacherId != null && (await repo.deleteCoteacher(db, classId, profiles.teacherId));
      if (!isRemoved) throw AppError.notFound(COTEACHER_MESSAGES.coteacherNotFound);
      if (isOwner) {
        const removed = await accounts.findUserById(userId);
        if (removed) await outbox.enqueue(coteacherRemovedMail(removed, schoolClass.name, `${publicUrl}/`));
      }
    },
  };
}
