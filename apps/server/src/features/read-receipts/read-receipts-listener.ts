/** What a reminder hands to the notifications feature: an entry and a push for each guardian. */
export interface ReadReceiptsListener {
  acknowledgementReminded(reminder: { classId: number; userIds: number[] }): Promise<void>;
}
