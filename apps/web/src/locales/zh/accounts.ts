import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { accounts as english } from '../en/accounts.ts';

export const accounts: Translated<typeof english> = {
  profile: {
    pageTitle: '个人资料 · Homeroom',
    loading: '正在加载您的个人资料…',
    heading: '个人资料',
    loadFailed: '无法加载您的个人资料。',
    tryAgain: '重试',
    yourProfile: '您的个人资料',
    newAccount: '新账号',
    sections: '个人资料栏目',
    tabDetails: '用户信息',
    tabPassword: '修改密码',
    tabSettings: '设置',
  },
  accountType: {
    teacher: '教师',
    parent: '家长',
  },
  picker: {
    heading: '选择账号类型',
    welcome: '欢迎，{{name}}！请告诉我们您将如何使用 Homeroom。此选择只能进行一次。',
    teacherDescription: '管理您的班级：故事、活动、作业以及给家长的消息。',
    parentDescription: '用邀请码关联您的孩子，关注他们的班级。',
    chooseFirst: '请先选择“教师”或“家长”。',
    saveFailed: '无法保存您的账号类型，请重试。',
    submit: '提交',
  },
  details: {
    pictureHeading: '头像',
    pictureHint:
      '支持 JPEG、PNG、WebP 或 GIF，最大 {{megabytes}} MB。您班级的家长和教师会在您的消息旁看到它。',
    changePicture: '更换头像',
    accountHeading: '账号',
    name: '姓名',
    email: '电子邮箱',
    verified: '已验证',
    notVerified: '未验证',
    verifyHint: '请点击您注册时我们发送的邮件中的链接。',
    accountType: '账号类型',
  },
  password: {
    heading: '修改密码',
    intro: '请输入当前密码，然后设置新密码并输入两次。',
    current: '当前密码',
    submit: '修改密码',
  },
  settings: {
    heading: '邮件通知',
    intro: '应用内始终会显示通知。请选择哪些通知同时通过邮件发送给您。',
    edit: '编辑',
    cancel: '取消',
    save: '保存',
    messageReceived: '收到聊天消息时给我发邮件',
    newAnnouncement: '有新通知时给我发邮件',
    newStory: '有新的班级故事时给我发邮件',
    newEvent: '有新活动时给我发邮件',
  },
} as const;
