/**
 * Event days are calendar days without a time zone. The server cannot know the viewer's zone,
 * so "today" for its checks is the earliest today on Earth (UTC−12): a day that is already past
 * there is past everywhere. The web form checks against the user's own today.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600 * 1000).toISOString().slice(0, 10);
}
