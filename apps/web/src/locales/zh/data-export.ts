import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { dataExport as english } from '../en/data-export.ts';

export const dataExport: Translated<typeof english> = {
  failed: '下载失败，请重试。',
  preparing: '正在准备下载…',
  student: {
    heading: '关于您孩子的全部数据',
    download: '下载关于 {{name}} 的全部数据',
    description: '一个 zip 文件，包含易读的摘要、Homeroom 保存的关于 {{name}} 的每条记录，以及照片、提交的作业和班级动态。',
  },
  account: {
    tab: '您的数据',
    heading: '您的数据',
    download: '下载我的数据',
    description: '一个 zip 文件，包含您的个人资料、设置、您写的消息和评论、您报名协助的活动以及您的头像。',
  },
};
