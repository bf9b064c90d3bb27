import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { readReceipts as english } from '../en/read-receipts.ts';

/** 已读回执与确认，中文。 */
export const readReceipts: Translated<typeof english> = {
  chat: {
    seenAt: "已读 {{time}}",
    seenBy_other: "{{count}} 人已读",
    seenByList: "已读成员",
  },
  content: {
    readBy: "{{total}} 个家庭中有 {{read}} 个已读",
    acknowledgedBy: "{{total}} 个家庭中有 {{acknowledged}} 个已确认",
    showWho: "查看已读情况",
    hideWho: "隐藏列表",
    readAt: "已读 {{time}}",
    notRead: "尚未阅读",
    acknowledgedAt: "已确认 {{time}}",
    notAcknowledged: "尚未确认",
    familyOf: "{{children}} 的家庭",
    remind: "提醒尚未确认的家庭",
    reminded_other: "已向 {{count}} 位监护人发送提醒。",
    lastReminder: "上次提醒 {{time}}",
    loading: "正在加载已读情况…",
    loadFailed: "无法加载已读情况。",
    remindFailed: "提醒发送失败。",
    acknowledge: "我已阅读",
    acknowledgedByYou: "您已于 {{time}} 确认阅读",
    asksAcknowledgement: "老师请每个家庭确认已阅读此内容。",
    acknowledgeFailed: "无法记录，请重试。",
    needsAcknowledgementLabel: "请每个家庭确认已读",
  },
  settings: {
    heading: "已读回执",
    hideLabel: "隐藏我的已读状态",
    hideHint: "家庭将看不到您何时读过他们的消息。",
    saved: "已读回执设置已保存。",
    saveFailed: "无法保存设置。",
  },
};
