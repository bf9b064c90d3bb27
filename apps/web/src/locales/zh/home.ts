import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { home as english } from '../en/home.ts';

/** 首页：家长的新动态、教师的待办事项（简体中文）。 */
export const home: Translated<typeof english> = {
  page: {
    title: '首页 · Homeroom',
    loading: '正在加载您的首页…',
    loadFailed: '无法加载您的首页',
    welcome: '欢迎回来',
    welcomeName: '欢迎回来，{{name}}',
    settingUp: '只需几步，您的班级就全在这里了。',
    intro: 'Homeroom 让班级的老师和家长们聚在一起。',
    teacherToday: '今天需要您处理的事项。',
    teacherTodayAt: '今天在{{school}}需要您处理的事项。',
    parentNew: '以下是您上次访问以来的新动态。',
  },
  firstStep: {
    nextStep: '您的下一步',
    chooseAccountType: '您是老师还是家长？',
    chooseAccountTypeAction: '选择您的账户类型',
    joinSchoolAction: '选择您的学校',
    createClassAction: '创建班级',
    linkChildAction: '输入邀请码',
  },
  newBadge: '新',
  parent: {
    children: '您的孩子',
    helping: '您将协助的活动',
    childrenClass: '{{names}}的班级',
    newSinceVisit_other: '自您上次访问以来有 {{count}} 条新动态',
    stories: '班级故事',
    noStories: '还没有故事。',
    announcements: '公告',
    noAnnouncements: '还没有公告。',
    comingUp: '即将到来',
    newStickers: '新贴纸：',
    points: '分',
  },
  stickers: {
    star_other: '{{count}} 颗星星',
    dinosaur_other: '{{count}} 只恐龙',
    cat_other: '{{count}} 只猫',
  },
  helpers: '志愿者：{{helpers}}/{{required}}',
  teacher: {
    students_other: '{{count}} 名学生',
    toScore: '待评分',
    toScoreCount: '待评分（{{count}}）',
    handInsToScore_other: '{{count}} 份作业待评分',
    eventsShort: '缺少志愿者的活动',
    familiesToLink: '待关联的家庭',
    familiesToLinkCount: '待关联的家庭（{{count}}）',
    addStudents: '请在“课堂”选项卡中添加学生。',
    sendCodes: '请将每个孩子的邀请码发送给其家庭。',
  },
  messages: {
    title: '消息',
    unreadTitle_other: '{{count}} 条未读消息',
    allChats: '所有聊天',
    unread: '条未读',
  },
};
