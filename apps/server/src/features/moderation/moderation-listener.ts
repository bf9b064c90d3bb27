/**
 * What happens when something is reported to a school or hidden by it. The notifications feature
 * listens here to tell the leaders, and the author and the class's teacher, in the app.
 */
export interface ModerationListener {
  contentReported(report: { leaderIds: number[] }): Promise<void>;
  /** `groupId` for a chat message, else null; `classId` the item's class (null when gone). */
  contentHidden(hidden: { userIds: number[]; classId: number | null; groupId: number | null }): Promise<void>;
}
