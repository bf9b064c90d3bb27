import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { absences as english } from '../en/absences.ts';

export const absences: Translated<typeof english> = {
  panel: {
    title: '缺勤',
    today: '今日缺勤',
    loading: '正在加载缺勤…',
    loadFailed: '无法加载缺勤。',
    noneToday: '今天没有人报告缺勤。',
    privacy: '只有本班老师和学校领导能看到您的通知。',
    ofChild: '{{name}} 的缺勤',
    noneForChild: '没有报告过缺勤。',
  },
  form: {
    open: '报告缺勤',
    heading: '报告缺勤',
    child: '孩子',
    forChild: '为 {{name}}',
    firstDay: '第一天',
    lastDay: '最后一天',
    lastDayHint: '只缺勤一天请留空。',
    reason: '原因',
    note: '备注（可选）',
    noteHint: '仅老师可见。',
    submit: '发送给老师',
    sent: '已发送。老师今天会看到。',
    failed: '无法发送通知，请重试。',
  },
  reasons: {
    ill: '生病',
    appointment: '预约',
    family: '家庭原因',
    other: '其他',
  },
  item: {
    days: '{{from}} 至 {{to}}',
    acknowledge: '确认',
    acknowledgeNamed: '确认 {{name}} 的缺勤',
    acknowledged: '老师已于 {{when}} 查看',
    acknowledgedBy: '{{name}} 已于 {{when}} 查看',
    notAcknowledged: '尚未查看',
  },
  home: {
    title: '今日缺勤',
  },
  school: {
    title: '学校今日缺勤',
  },
};
