/** One person to remind of one conference. */
export interface ConferenceReminder {
  userId: number;
  classId: number;
  className: string;
  startsAt: Date;
  childName: string;
  /** The other side: the teacher for the family, the guardian for the teacher. */
  withName: string;
  mode: 'in_person' | 'video';
  /** The page the reminder leads to, from the root. */
  path: string;
}

/**
 * What conference booking tells others: the reminders that fall due. The notifications feature
 * listens here to put them in the bell and send them by push or e-mail.
 */
export interface ConferenceListener {
  conferenceRemindersDue(reminders: ConferenceReminder[]): Promise<void>;
}
