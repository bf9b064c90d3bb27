/** The landing pages' texts in English (Home and Features). */
export const landing = {
  home: {
    pageTitle: 'Homeroom · Teachers and parents working together',
    badge: 'Free for schools and families',
    heading: 'Teachers and Parents <1>working together.</1>',
    intro: 'Connecting teachers and parents with a free app so school and family can communicate.',
    getStarted: 'Get started',
    learnMore: 'Learn more',
    audiencesHeading: 'One place for the whole class',
  },
  audiences: {
    teachersTitle: 'For teachers',
    teachersDescription:
      'Share stories and announcements, plan events with parent helpers, set assignments and award stickers.',
    parentsTitle: 'For parents',
    parentsDescription:
      'Link your child with an invite code, follow the class, help at events and message the teacher.',
    studentsTitle: 'For students',
    studentsDescription:
      'Hand in work through the link the teacher shares. No account and no password needed.',
  },
  preview: {
    initials: 'MR',
    teacher: 'Ms. Rivera · Class 3B',
    postedStory: 'posted a new story',
    storyTitle: 'Our trip to the science museum',
    parentMessage: 'Could Sam bring his library book tomorrow?',
    teacherReply: 'Of course, it is already in his bag!',
    stickers: '3 stickers',
    event: 'Fair Friday',
    call: 'Call',
    newMessages: '2 new messages',
  },
  features: {
    pageTitle: 'Features · Homeroom',
    heading: 'Features',
    subtitle: 'Communication made easy',
    classroomTitle: 'Classroom',
    classroomDescription:
      'Announcements, stories and events, student portfolios, and stickers as rewards so parents can track a child’s progress.',
    messagingTitle: 'Messaging',
    messagingDescription: 'Direct messages and group chats between teachers and parents.',
    videoTitle: 'Video Chat',
    videoDescription: 'Built-in real-time calls, face to face, without another app.',
    notificationsTitle: 'Notifications',
    notificationsDescription:
      'Alerts for new class stories, messages and missed calls, with customizable settings.',
    ctaHeading: 'Bring your class together',
    ctaText: 'Create a free account as a teacher or a parent in under a minute.',
    ctaButton: 'Create an account',
  },
} as const;
