/**
 * Every text of Homeroom's e-mails in English: the source of the mail catalogue
 * (docs/decisions.md, "Languages"). The other languages are typed against it, so a missing key
 * does not compile. `{{name}}` is filled in by `infra/mail/mail-language.ts`; keys ending in
 * `_one`/`_other` are plural forms chosen with `Intl.PluralRules` by `count`.
 */
export const mail = {
  layout: {
    orOpen: 'Or open this address: {{url}}',
    actionLine: '{{label}}: {{url}}',
    hello: 'Hello {{firstName}},',
    helloAnonymous: 'Hello,',
    openHomeroom: 'Open Homeroom',
    talkToSchool: 'If you think this is a mistake, please talk to the school.',
  },
  auth: {
    resetSubject: 'Reset your Homeroom password',
    resetIntro: 'Someone asked to reset the password of your Homeroom account. If it was you, choose a new password with the link below.',
    resetValidity_one: 'The link works once, within {{count}} minute.',
    resetValidity_other: 'The link works once, within {{count}} minutes.',
    resetAction: 'Choose a new password',
    resetFooter: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    verifySubject: 'Confirm your e-mail address for Homeroom',
    verifyGreeting: 'Welcome to Homeroom, {{firstName}}!',
    verifyIntro: 'Please confirm that this is your e-mail address, so that your class can reach you.',
    verifyAction: 'Confirm my e-mail address',
    verifyFooter: 'You get this mail because this address was used to register at Homeroom.',
  },
  notifications: {
    settingFooter: 'You get this e-mail because “{{setting}}” is on. To stop these e-mails, turn it off in your profile settings: {{url}}',
    settings: {
      message_received_notification: 'E-mail me when I receive a chat message',
      new_announcement_notification: 'E-mail me about new announcements',
      new_story_notification: 'E-mail me about new class stories',
      new_event_notification: 'E-mail me about new events',
    },
    Announcement: {
      subject: 'New announcement in {{className}}: {{title}}',
      intro: 'There is a new announcement in {{className}}: “{{title}}”.',
    },
    Event: {
      subject: 'New event in {{className}}: {{title}}',
      intro: 'There is a new event in {{className}}: “{{title}}”.',
    },
    Story: {
      subject: 'New story in {{className}}: {{title}}',
      intro: 'There is a new story in {{className}}: “{{title}}”.',
    },
    openClass: 'Open {{className}}',
    schoolAnnouncementSubject: 'New announcement from {{schoolName}}: {{title}}',
    schoolAnnouncementIntro: '{{schoolName}} has a new announcement for the whole school: “{{title}}”.',
    schoolAnnouncementAction: 'Read the announcement',
    chatSubject: 'New message from {{senderName}}',
    chatIntro: '{{senderName}} wrote in {{chatName}}:',
    directChat: 'your direct chat',
    groupChat: 'the group “{{groupName}}”',
    chatAction: 'Open the chat',
  },
  moderation: {
    yours: { story: 'your story', comment: 'your comment', message: 'your chat message' },
    some: { story: 'a story', comment: 'a comment', message: 'a chat message' },
    inClass: ' in {{className}}',
    subjectAuthor: 'The school hid {{item}}',
    subjectOther: 'The school hid {{item}}{{where}}',
    explainAuthor: 'A leader of your school hid {{item}}{{where}}, because it was found to break the school\'s rules. Others no longer see it; you see "Hidden by the school" in its place.',
    explainOther: 'A leader of your school hid {{item}}{{where}}, because it was found to break the school\'s rules. Nobody but its author sees it any more.',
    footer: 'You get this mail because you wrote this or teach the class it belongs to.',
  },
  coteachers: {
    inviteSubject: '{{inviterName}} invites you to co-teach {{className}} on Homeroom',
    inviteIntro: '{{inviterName}} invites you to teach {{className}} with them: you would post to the class, look after its students and chat with its families.',
    inviteHow: 'Accept or decline the invitation in the Classes tab of your profile.',
    inviteAction: 'Open my profile',
    inviteFooter: 'You get this mail because a teacher of your school invited you on Homeroom.',
    removedSubject: 'You no longer teach {{className}} on Homeroom',
    removedIntro: 'The owner of {{className}} removed you from its teachers. You no longer see the class or chat with its families.',
    removedFooter: 'You get this mail because you co-taught this class on Homeroom.',
  },
  guardians: {
    inviteSubject: '{{inviterName}} invites you to follow {{childName}} on Homeroom',
    inviteIntro: '{{inviterName}} invites you to be a guardian of {{childName}} on Homeroom: you will see the class\'s news, {{childName}}\'s portfolio, and chat with the teacher.',
    inviteHow_one: 'Sign up or log in with the link below (any e-mail address works). The link works once, within {{count}} day.',
    inviteHow_other: 'Sign up or log in with the link below (any e-mail address works). The link works once, within {{count}} days.',
    inviteAction: 'Follow {{childName}}',
    inviteFooter: 'If you do not know the person who invited you, ignore this mail.',
    staffInviteSubject: 'Follow {{childName}} in {{className}} on Homeroom',
    staffInviteIntro: '{{inviterName}}, of {{childName}}\'s school, invites you to be a guardian of {{childName}} ({{className}}) on Homeroom: you will see the class\'s news, {{childName}}\'s portfolio, and chat with the teacher.',
    staffInviteFooter: 'You get this mail because the school listed this address for the child. If that is a mistake, ignore this mail.',
    unlinkedSubject: 'You are no longer linked to {{childName}} on Homeroom',
    unlinkedIntro: 'The teacher of {{className}} unlinked your account from {{childName}}. You no longer see {{childName}}\'s portfolio or the class\'s news.',
    unlinkedMistake: 'If this is a mistake, please contact the school.',
    unlinkedFooter: 'You get this mail because your account was a guardian of this child on Homeroom.',
  },
  staff: {
    approved: {
      subject: 'You are approved at {{schoolName}} on Homeroom',
      intro: 'A leader of {{schoolName}} approved you: your classes now belong to the school, and its leaders see them.',
    },
    refused: {
      subject: 'Your request to join {{schoolName}} was refused',
      intro: 'A leader of {{schoolName}} refused your request to join the school. Your classes stay yours; you can choose another school on your profile.',
    },
    removed: {
      subject: 'You no longer work at {{schoolName}} on Homeroom',
      intro: 'A leader of {{schoolName}} removed you from the school. Your classes stay yours but leave the school with you.',
    },
    appointed: {
      subject: 'You now lead {{schoolName}} on Homeroom',
      intro: 'A leader of {{schoolName}} appointed you leader: you approve new teachers and see every class of the school on its School page.',
    },
    action: 'Open your profile',
    footer: 'You get this mail because you chose this school on Homeroom.',
  },
} as const;
