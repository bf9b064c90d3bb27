import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { calendar as english } from '../en/calendar.ts';

export const calendar: Translated<typeof english> = {
  tab: '日历',
  feed: {
    heading: '日历',
    intro: '在 Google、Apple 或 Outlook 日历中查看班级活动：用您的私人日历地址订阅。任何拿到该地址的人都能看到这些活动，请勿外传。',
    loading: '正在加载您的日历地址…',
    loadFailed: '无法加载您的日历地址。请稍后再试。',
    make: '生成我的日历地址',
    makeNew: '生成新地址',
    makeFailed: '无法生成日历地址。请重试。',
    madeBefore: '您于 {{date}} 生成了日历地址。为了安全，它只显示一次：如果您已找不到它，请生成新地址。',
    shownOnce: '请现在复制您的地址：为了安全，Homeroom 只显示这一次。',
    webAddress: '网址（用于 Google 日历等）',
    subscribeAddress: '订阅链接（webcal）',
    copyWebAddress: '复制网址',
    copySubscribeAddress: '复制订阅链接',
    copied: '已复制。',
    copyNotAllowed: '此浏览器不允许复制：请选中地址并自行复制。',
    subscribeAppleOutlook: '在 Apple 日历或 Outlook 中订阅',
    subscribeGoogle: '在 Google 日历中订阅',
    howTo: '在电脑上的 Google 日历中，您也可以选择“其他日历”，再选“通过网址添加”，然后粘贴网址。日历每隔几个小时查看一次新活动。',
    confirmTitle: '生成新的日历地址？',
    confirmDescription: '您当前的地址会立即失效：订阅它的日历将不再收到 Homeroom 的活动，直到您添加新地址。',
    confirm: '生成新地址',
  },
};
