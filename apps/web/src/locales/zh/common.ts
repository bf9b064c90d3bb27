import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { common as english } from '../en/common.ts';

export const common: Translated<typeof english> = {
  shell: {
    skipToContent: '跳到正文',
    footer: 'Homeroom · 免费、可自行托管 · 老师与家长携手合作',
    loading: '正在加载…',
  },
  language: {
    label: '语言',
  },
  navigation: {
    main: '主导航',
    menu: '菜单',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    home: '首页',
    features: '功能',
    register: '注册',
    logIn: '登录',
    profile: '个人资料',
    school: '学校',
    chat: '聊天',
    logOut: '退出登录',
  },
  requestFailed: {
    offline: '无法连接服务器。请检查网络连接后重试。',
    sessionEnded: '您的会话已结束，请重新登录。',
    forbidden: '您没有执行此操作的权限。',
    notFound: '找不到该内容。',
    tooLarge: '文件太大。',
    tooManyAttempts: '尝试次数过多，请等几分钟后再试。',
    serverError: '我们这边出了问题，请稍后再试。',
    otherStatus: '请求失败（{{status}}）。',
    unknown: '出了点问题，请重试。',
  },
};
