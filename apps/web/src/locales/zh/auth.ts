import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { auth as english } from '../en/auth.ts';

export const auth: Translated<typeof english> = {
  fields: {
    email: '电子邮箱',
    firstName: '名字',
    lastNameOptional: '姓氏（选填）',
    password: '密码',
    passwordConfirmation: '确认密码',
  },
  layout: {
    pageTitle: '{{title}} · Homeroom',
  },
  login: {
    title: '登录',
    subtitle: '欢迎回来！看看您的班级有什么新动态。',
    footer: '第一次使用 Homeroom？<1>注册</1>',
    forgotPassword: '忘记密码',
    submit: '登录',
  },
  register: {
    title: '创建您的账号',
    subtitle: '教师和家长均可免费使用。下一步选择账号类型。',
    footer: '已有账号？<1>登录</1>',
    submit: '注册',
  },
  logout: {
    title: '确定要退出登录吗？',
    subtitle: '您可以随时使用电子邮箱和密码重新登录。',
    cancel: '取消',
    confirm: '确认',
  },
  resetPassword: {
    title: '重置密码',
    subtitle: '请输入您账号的电子邮箱地址，我们将发送一个用于设置新密码的链接。',
    backToLogin: '返回登录',
    submit: '提交',
    checkInboxTitle: '请查看收件箱',
    checkInboxText: '请查看您的邮件，并点击其中的链接重置密码。',
    checkInboxHint: '几分钟后仍未收到？请查看垃圾邮件文件夹，或重新发送邮件。',
    resend: '重新发送邮件',
    resent: '我们已再次向 {{email}} 发送邮件。',
  },
  resetConfirm: {
    title: '设置新密码',
    subtitle: '请输入两次新密码。今后您将使用它登录。',
    footer: '链接已过期？<1>重新申请</1>',
    submit: '保存密码',
    doneTitle: '密码已更改',
    logIn: '登录',
  },
  verifyEmail: {
    verifyingTitle: '正在验证您的邮箱',
    verifying: '正在验证您的电子邮箱地址…',
    verifiedTitle: '邮箱已验证',
    notVerifiedTitle: '邮箱未验证',
    goToProfile: '前往个人资料',
  },
} as const;
