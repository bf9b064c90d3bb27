import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { signups as english } from '../en/signups.ts';

export const signups: Translated<typeof english> = {
  panel: {
    title: '报名',
    create: '新建报名',
    loading: '正在加载报名…',
    loadFailed: '无法加载报名。',
    empty: '还没有报名。',
  },
  card: {
    cutoff: '开放至 {{when}}',
    closed: '已截止：名额不再变动。',
    slotsLabel: '{{title}} 的时段',
    delete: '删除报名 {{title}}',
    deleteConfirm: '删除“{{title}}”及其中已占用的所有名额？',
  },
  slot: {
    taken: '已占 {{taken}} / {{capacity}} 个名额',
    full: '已满',
    yours: '您的名额',
    take: '报名',
    giveBack: '退出',
    takeNamed: '报名：{{label}}',
    giveBackNamed: '退出：{{label}}',
    failed: '操作失败，请重试。',
  },
  form: {
    title: '标题',
    note: '给家庭的说明',
    cutoff: '家庭报名截止时间',
    slots: '时段',
    slotLabel: '时段 {{number}}',
    capacity: '名额',
    startsAt: '开始时间（可选）',
    endsAt: '结束时间（可选）',
    timeHint: '有时间的时段会出现在家庭的日历中，并在前一天发送提醒。',
    addSlot: '添加时段',
    removeSlot: '删除时段 {{number}}',
    submit: '发布报名',
    created: '报名已发布。',
  },
};
