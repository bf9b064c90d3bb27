import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { schoolAnnouncements as english } from '../en/school-announcements.ts';

/** 学校公告页面及面板（简体中文）。 */
export const schoolAnnouncements: Translated<typeof english> = {
  page: {
    title: '{{title}} · Homeroom',
    loading: '正在加载学校公告…',
    notYourSchool: '这不是您的学校',
    backHome: '返回首页',
    goToProfile: '前往您的个人资料',
    home: '首页',
    notFound: '未找到学校',
    notFoundText: '该学校不存在。',
  },
  panel: {
    title: '公告',
    create: '新建公告',
  },
  card: {
    editHeading: '编辑公告：{{title}}',
    save: '保存公告',
    deleteTitle: '要删除这条学校公告吗？',
    deleteDescription: '“{{title}}”{{consequence}}',
    deleteFailed: '无法删除该公告，请重试。',
  },
};
