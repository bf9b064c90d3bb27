/** The bell and its notification panel, in English (docs/product.md, "Notification panel"). */
export const notifications = {
  bell: {
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    overflow: '{{max}}+',
  },
  panel: {
    emptyHint: 'New class stories, messages and missed calls will show here.',
  },
  entry: {
    missed: '({{number}})',
    clearLabel: 'Clear {{title}}, {{name}}',
  },
  titles: {
    announcement: 'New announcement',
    event: 'New event',
    story: 'New story',
    message: 'New message',
    isCalling: 'Incoming call',
    missedCall: 'Missed call',
    callCancelled: 'Call cancelled',
    report: 'New report to the school',
    hidden: 'Hidden by the school',
    schoolAnnouncement: 'New school announcement',
  },
} as const;
