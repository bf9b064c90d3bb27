/**
 * What happens when something is reported to a school or hidden by it. The notifications feature
 * listens here to tell the leaders (or a class's teachers), and the author and the class's teacher, in the app.
 */
export interface ModerationListener {
  /** `recipientIds`: the school's leaders, or the class's teachers where it has no school. */
  contentReported(report: { recipientIds: number[] }): Promise<void>;
  /** `groupId` for a chat message, else null; `classId` the item's class (null when gone). */
  contentHidden(hidden: { userIds: number[]; classId: number | null; groupId: number | null }): Promise<void>;
}
