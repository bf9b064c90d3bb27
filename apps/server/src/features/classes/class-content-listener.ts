/** A piece of class content that was just published. */
export interface PublishedContent {
  id: number;
  classId: number;
  title: string;
}

/**
 * What happens when a teacher publishes to a class, one named function per kind of content.
 * The notifications feature listens here to tell the parents.
 */
export interface ClassContentListener {
  announcementPublished(announcement: PublishedContent): Promise<void>;
  eventPublished(event: PublishedContent & { date: string }): Promise<void>;
  storyPublished(story: PublishedContent): Promise<void>;
}
