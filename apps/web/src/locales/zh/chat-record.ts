import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatRecord as english } from '../en/chat-record.ts';

/** 聊天中的编辑、删除和正在输入提示（中文）。 */
export const chatRecord: Translated<typeof english> = {
  actions: {
    menu: '您的消息的操作',
    edit: '编辑',
    remove: '删除',
  },
  editor: {
    label: '编辑您的消息',
    hint: '按 Enter 保存，按 Esc 取消。',
    save: '保存',
    cancel: '取消',
    failed: '无法保存该消息。',
  },
  removal: {
    title: '要删除这条消息吗？',
    text: '其他人将在原处看到“消息已删除”。学校会在记录中保留它。',
    confirm: '删除',
    failed: '无法删除该消息。',
  },
  edited: {
    marker: '已编辑',
    markerLabel: '编辑于 {{time}}：查看之前的版本',
    title: '之前的版本',
    loading: '正在加载之前的版本...',
    failed: '无法加载之前的版本。',
    none: '没有之前的版本。',
    current: '当前',
    writtenAt: '写于 {{time}}',
  },
  typing: {
    one: '{{name}} 正在输入...',
    two: '{{first}} 和 {{second}} 正在输入...',
    many: '多人正在输入...',
  },
};
