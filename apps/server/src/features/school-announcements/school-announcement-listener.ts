/** A school announcement that was just published. */
export interface PublishedSchoolAnnouncement {
  id: number;
  schoolId: number;
  schoolName: string;
  title: string;
  /** The leader who wrote it, who is not told of their own announcement. */
  authorUserId: number;
}

/** What happens when a leader publishes to the school: the notifications feature tells its families and staff. */
export interface SchoolAnnouncementListener {
  schoolAnnouncementPublished(announcement: PublishedSchoolAnnouncement): Promise<void>;
}
