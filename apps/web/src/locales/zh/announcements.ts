import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { announcements as english } from '../en/announcements.ts';

export const announcements: Translated<typeof english> = {
  title: '公告',
  create: '新建公告',
  post: '发布公告',
  empty: '暂无公告。',
  editHeading: '编辑公告：{{title}}',
  save: '保存公告',
  updated: '公告已更新。',
  deleteTitle: '要删除此公告吗？',
  deleteDescription: '“{{title}}”将对老师和本班所有家长删除。',
  deleteFailed: '无法删除公告，请重试。',
  deleted: '公告已删除。',
};
