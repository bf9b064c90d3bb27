/** The privacy page and the access log of a child (docs/decisions.md, "Retention", "Access log"). */
export const privacy = {
  page: {
    pageTitle: 'Privacy · Homeroom',
    eyebrow: 'Privacy',
    title: 'How Homeroom looks after your data',
    intro: 'Homeroom runs on your school\'s own server. Nothing is sold, nothing is shown to advertisers, and nothing leaves the server except the e-mails it sends you.',
    loading: 'Loading the retention policy…',
    loadFailed: 'The retention policy could not be loaded',
  },
  stores: {
    title: 'What Homeroom stores',
    accounts: 'Your account: name, e-mail address, password (only as a hash), language, time zone, profile picture and settings.',
    children: 'Each child: name, photo, class, guardians, stickers, assignments with the work handed in, scores and feedback.',
    classes: 'Class content: stories with their photos and videos, announcements, events and who helps, comments.',
    messages: 'Chats and calls: the messages you send (calls themselves are never recorded), and notifications.',
  },
  why: {
    title: 'Why',
    text: 'Only so that teachers and families can work together: to show each person their classes, tell them what is new, and let them talk. Homeroom has no other use for it.',
  },
  who: {
    title: 'Who sees it',
    teachers: 'A class\'s teachers see the class, its children and their work.',
    guardians: 'A child\'s guardians see their own child\'s photo, stickers and work; other parents of the class see the child\'s name only.',
    leaders: 'Leaders of the school see its classes and may open a child\'s portfolio. Every such look is logged, and the child\'s guardians see the log on the child\'s page.',
    chats: 'A chat is read by its members only.',
  },
  kept: {
    title: 'How long it is kept',
    archivedClasses: 'A class whose school year has ended is kept for {{duration}}, then deleted with its content, photos and videos. Its teachers are told by e-mail {{warning}} before.',
    chatForever: 'Chat messages are kept as long as their chat.',
    chatMessages: 'Chat messages are deleted {{duration}} after they were sent.',
    notifications: 'Notifications are deleted {{duration}} after their last change.',
    accessLog: 'The log of who looked at a child\'s record is kept as long as the child\'s record.',
  },
  rights: {
    title: 'Export or delete your data',
    text: 'On your profile you can download everything Homeroom holds about you and your children, and delete your account. A child\'s teacher can delete the child\'s record with every file of it.',
    action: 'Go to my profile',
  },
  footerLink: 'Privacy',
  registerNote: 'Read how Homeroom looks after your data: <1>Privacy</1>.',
  accessLog: {
    title: 'Who else looked',
    intro: 'Besides you and the class\'s teachers, these people opened {{name}}\'s record.',
    loading: 'Loading the access log…',
    loadFailed: 'The access log could not be loaded.',
    empty: 'Nobody else has opened {{name}}\'s record.',
    entry: '{{reader}} ({{role}}) opened {{what}} on {{when}}',
    roles: { school_leader: 'school leader', staff: 'school staff' },
    what: { portfolio: 'the portfolio', hand_ins: 'the hand-ins', export: 'the export' },
  },
} as const;
