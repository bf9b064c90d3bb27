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
  deleteAccount: {
    heading: '删除我的账户',
    intro: '您的个人资料、照片、设置以及与孩子的关联将被永久删除。您发送的消息仍保留在聊天中，显示为“用户已退出群组”；您任教的班级将交给协同教师，或以“前任教师”的名义继续向家庭开放。',
    open: '删除我的账户',
    title: '删除您的账户？',
    warning: '此操作无法撤销。您将立即退出登录，并会收到电子邮件通知。',
    email: '请输入您的电子邮件地址以确认',
    confirm: '永久删除',
    cancel: '取消',
  },
} as const;
