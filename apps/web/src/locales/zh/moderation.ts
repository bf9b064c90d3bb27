import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { moderation as english } from '../en/moderation.ts';

export const moderation: Translated<typeof english> = {
  page: {
    loading: '正在加载举报…',
    forbidden: '无权访问',
    forbiddenText: '只有学校负责人才能查看学校的举报。',
    goHome: '前往首页',
    notFound: '未找到',
    notFoundText: '这里什么都没有。',
    loadFailed: '无法加载举报',
    pageTitle: '{{title}} · Homeroom',
    school: '学校',
  },
  reports: {
    open: '待处理的举报',
    formerMember: '前成员',
    writtenBy: '作者',
    reportedBy: '举报人',
    reason: '原因',
    dismissTitle: '驳回这条举报？',
    hiddenBy: '由 {{name}} 于 <1>{{date}}</1> 隐藏',
    writtenByName: '作者：{{name}}',
  },
  kinds: {
    story: {
      badge: '故事',
      hideLabel: '隐藏 {{name}} 被举报的故事',
      hideTitle: '隐藏这个故事？',
      dismissLabel: '驳回对 {{name}} 的故事的举报',
      unhideLabel: '重新显示 {{name}} 的故事',
      unhideTitle: '重新显示这个故事？',
    },
    comment: {
      badge: '评论',
      hideLabel: '隐藏 {{name}} 被举报的评论',
      hideTitle: '隐藏这条评论？',
      dismissLabel: '驳回对 {{name}} 的评论的举报',
      unhideLabel: '重新显示 {{name}} 的评论',
      unhideTitle: '重新显示这条评论？',
    },
    message: {
      badge: '聊天消息',
      hideLabel: '隐藏 {{name}} 被举报的聊天消息',
      hideTitle: '隐藏这条聊天消息？',
      dismissLabel: '驳回对 {{name}} 的聊天消息的举报',
      unhideLabel: '重新显示 {{name}} 的聊天消息',
      unhideTitle: '重新显示这条聊天消息？',
    },
  },
};
