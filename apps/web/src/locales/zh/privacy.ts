import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: Translated<typeof english> = {
  page: {
    pageTitle: '隐私 · Homeroom',
    eyebrow: '隐私',
    title: 'Homeroom 如何保护您的数据',
    intro: 'Homeroom 运行在您学校自己的服务器上。不出售任何数据，不向广告商展示任何内容，除了发给您的电子邮件，没有任何数据离开服务器。',
    loading: '正在加载数据保留政策…',
    loadFailed: '无法加载数据保留政策',
  },
  stores: {
    title: 'Homeroom 保存什么',
    accounts: '您的账户：姓名、电子邮件地址、密码（仅保存哈希值）、语言、时区、头像和设置。',
    children: '每个孩子：姓名、照片、班级、监护人、贴纸、作业及提交的作品、分数和反馈。',
    classes: '班级内容：故事及其照片和视频、公告、活动及帮忙的人、评论。',
    messages: '聊天和通话：您发送的消息（通话从不录制），以及通知。',
  },
  why: {
    title: '为什么',
    text: '只为让老师和家庭一起合作：向每个人展示其班级，告诉他们有什么新动态，并让他们交流。Homeroom 不作任何其他用途。',
  },
  who: {
    title: '谁能看到',
    teachers: '班级的老师能看到班级、班里的孩子及其作品。',
    guardians: '孩子的监护人能看到自己孩子的照片、贴纸和作品；班里的其他家长只能看到孩子的名字。',
    leaders: '学校负责人能看到学校的班级，并可以打开孩子的成长档案。每次查看都会被记录，孩子的监护人可以在孩子的页面上看到记录。',
    chats: '聊天只有其成员能阅读。',
  },
  kept: {
    title: '保留多久',
    archivedClasses: '学年结束的班级保留 {{duration}}，之后连同其内容、照片和视频一起删除。删除前 {{warning}}，老师会收到电子邮件通知。',
    chatForever: '聊天消息与其所在的聊天保留同样长的时间。',
    chatMessages: '聊天消息在发送 {{duration}} 后删除。',
    notifications: '通知在最后一次更新 {{duration}} 后删除。',
    accessLog: '孩子档案的查看记录与孩子的档案保留同样长的时间。',
  },
  rights: {
    title: '导出或删除您的数据',
    text: '在个人资料中，您可以下载 Homeroom 保存的关于您和您孩子的所有数据，也可以删除您的账户。孩子的老师可以删除孩子的档案及其所有文件。',
    action: '前往我的个人资料',
  },
  footerLink: '隐私',
  registerNote: '了解 Homeroom 如何保护您的数据：<1>隐私</1>。',
  accessLog: {
    title: '还有谁查看过',
    intro: '除了您和班级老师之外，以下人员打开过 {{name}} 的档案。',
    loading: '正在加载查看记录…',
    loadFailed: '无法加载查看记录。',
    empty: '没有其他人打开过 {{name}} 的档案。',
    entry: '{{reader}}（{{role}}）于 {{when}} 打开了{{what}}',
    roles: { school_leader: '学校负责人', staff: '学校工作人员' },
    what: { portfolio: '成长档案', hand_ins: '提交的作品', export: '导出数据' },
  },
};
