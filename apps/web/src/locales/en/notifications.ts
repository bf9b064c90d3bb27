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
    conference: 'Conference reminder',
    schoolAnnouncement: 'New school announcement',
  },
  channels: {
    heading: 'Notifications',
    intro: 'Choose, for each kind, where we tell you. Everything but “Off” stays in the bell.',
    digestHour: 'Daily digest at',
    digestHint: 'In your time zone ({{timeZone}}). Sent only when there is something new.',
    edit: 'Edit',
    cancel: 'Cancel',
    save: 'Save',
    kinds: {
      messages: 'Chat messages',
      stories: 'Class stories',
      announcements: 'Announcements',
      events: 'Events',
      calls: 'Calls',
    },
    channels: {
      in_app: 'In the app only',
      push: 'Push to my devices',
      email: 'E-mail',
      digest: 'Daily digest',
      off: 'Off',
    },
    explain: {
      in_app: 'Only in the bell, while Homeroom is open.',
      push: 'On your phone or computer, even when Homeroom is closed.',
      email: 'An e-mail each time (for chats, at most one every 15 minutes).',
      digest: 'One e-mail a day with everything at once.',
      off: 'Nothing at all, not even in the bell.',
    },
  },
} as const;
