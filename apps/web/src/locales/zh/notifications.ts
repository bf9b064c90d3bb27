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
    schoolAnnouncement: '新的学校公告',
  },
};
