import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatSearch as english } from '../en/chat-search.ts';

export const chatSearch: Translated<typeof english> = {
  label: '搜索你的消息',
  placeholder: '一个词、一个名字、"一个短语"…',
  submit: '搜索',
  clear: '清除',
  searching: '正在搜索…',
  none: '没有找到与“{{query}}”相关的消息。',
  count: '找到的消息：{{shown}}',
  countSoFar: '目前找到的消息：{{shown}}',
  resultsLabel: '与“{{query}}”相关的消息',
  more: '更多结果',
  failed: '搜索失败，请重试。',
  you: '你',
  messageNotFound: '你打开的消息已不在此聊天中。',
  exportHeading: '导出存档',
  printable: '可打印页面',
  pdf: '下载 PDF',
  exportFailed: '导出失败，请重试。',
};
