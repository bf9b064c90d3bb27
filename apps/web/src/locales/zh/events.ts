import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { events as english } from '../en/events.ts';

export const events: Translated<typeof english> = {
  panel: {
    title: '活动',
    create: '新建活动',
    createSubmit: '创建活动',
    tabsLabel: '按日期查看活动',
    today: '今天',
    upcoming: '即将举行',
    finished: '已结束',
  },
  card: {
    editHeading: '编辑活动：{{name}}',
    save: '保存活动',
    updated: '活动已更新。',
    deleteTitle: '要删除此活动吗？',
    deleteDescription: '“{{name}}”及其志愿者名单将对全班删除。',
    deleteFailed: '无法删除活动，请重试。',
    deleted: '活动已删除。',
  },
  helpers: {
    noneNeeded: '无需志愿者。',
    heading: '志愿者：{{helpers}} / {{required}}',
    placesOpen_other: '还有 {{count}} 个名额',
    full: '已满',
    listLabel: '{{name}}的志愿者',
    you: '{{name}}（您）',
    thanks: '感谢您参与{{name}}的志愿服务！',
    registerFailed: '报名失败，请重试。',
    unregistered: '您已不再是{{name}}的志愿者。',
    unregisterFailed: '取消报名失败，请重试。',
    helping: '您已报名为本活动的志愿者。',
    register: '报名',
    unregister: '取消报名',
  },
  form: {
    name: '名称',
    description: '描述',
    date: '日期',
    helpersRequired: '所需志愿者人数',
    helpersHint: '本班家长可报名帮忙，人数不超过此数。',
    dateAfter: '日期必须晚于{{date}}',
  },
  calendar: {
    add: '添加到日历',
    addLabel: '添加到日历：{{name}}',
    addFailed: '无法下载该活动。请重试。',
  },
};
