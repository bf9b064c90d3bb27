import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { notifications as english } from '../en/notifications.ts';

/** 铃铛及其通知面板（简体中文）。 */
export const notifications: Translated<typeof english> = {
  bell: {
    unread_other: '{{count}} 条未读',
    overflow: '{{max}}+',
  },
  panel: {
    emptyHint: '新的班级故事、消息和未接来电将显示在这里。',
  },
  entry: {
    missed: '（{{number}}）',
    clearLabel: '清除{{title}}：{{name}}',
  },
  titles: {
    announcement: '新公告',
    event: '新活动',
    story: '新故事',
    message: '新消息',
    isCalling: '来电',
    missedCall: '未接来电',
    callCancelled: '通话已取消',
    report: '新的学校举报',
    hidden: '已被学校隐藏',
    form: '待签表格',
    conference: '面谈提醒',
    schoolAnnouncement: '新的学校公告',
    absence: '新的缺勤通知',
    signup: '报名提醒',
  },
  channels: {
    heading: '通知',
    intro: '为每种通知选择提醒方式。除“关闭”外，都会保留在铃铛中。',
    digestHour: '每日摘要时间',
    digestHint: '按您的时区（{{timeZone}}）。仅在有新内容时发送。',
    edit: '编辑',
    cancel: '取消',
    save: '保存',
    kinds: {
      messages: '聊天消息',
      stories: '班级故事',
      announcements: '公告',
      events: '活动',
      calls: '通话',
    },
    channels: {
      in_app: '仅在应用内',
      push: '推送到我的设备',
      email: '电子邮件',
      digest: '每日摘要',
      off: '关闭',
    },
    explain: {
      in_app: '仅在铃铛中显示，Homeroom 打开时可见。',
      push: '推送到您的手机或电脑，即使 Homeroom 已关闭。',
      email: '每次发送一封邮件（聊天最多每 15 分钟一封）。',
      digest: '每天一封邮件，汇总所有内容。',
      off: '完全不通知，铃铛中也没有。',
    },
  },
};
