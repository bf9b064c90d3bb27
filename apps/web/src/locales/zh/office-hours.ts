import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { officeHours as english } from '../en/office-hours.ts';

/** 教师在设置中的办公时间与聊天中的离开提示（中文）。 */
export const officeHours: Translated<typeof english> = {
  settings: {
    heading: '办公时间',
    intro: '在这些时间之外，消息仍会送达，但提醒会等到您的办公时间开始，家长会看到您何时回来。时间按您的时区 {{zone}} 计算。未设置时间则表示随时可联系。',
    weekLegend: '每周时间',
    noHours: '无',
    startLabel: '{{day}}，第 {{number}} 段开始',
    endLabel: '{{day}}，第 {{number}} 段结束',
    removeRange: '删除{{day}} {{start}}–{{end}}',
    addRange: '添加时间段',
    addRangeTo: '为{{day}}添加时间段',
    daysOffLegend: '休息日',
    daysOffHint: '单独一天或一段假期：首尾两天都包括在内。',
    firstDay: '第一天',
    lastDay: '最后一天',
    removeDaysOff: '删除 {{first}} 至 {{last}} 的休息日',
    addDaysOff: '添加休息日',
    save: '保存办公时间',
    saved: '办公时间已保存。',
    saveFailed: '无法保存办公时间，请重试。',
    loadFailed: '无法加载办公时间。',
  },
  banner: {
    away: '{{name}} 暂时不在，{{when}} 回来。',
    delivered: '您的消息会送达；其办公时间开始时会收到提醒。',
    usualHours: '通常时间（{{zone}}）：',
  },
};
