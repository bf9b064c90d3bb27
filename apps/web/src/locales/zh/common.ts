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
  pageTitle: '{{title}} · Homeroom',
  actions: {
    cancel: '取消',
    delete: '删除',
    close: '关闭',
    tryAgain: '重试',
    report: '举报',
    failed: '出了点问题，请重试。',
  },
  errorPage: {
    title: '出了点问题 · Homeroom',
    heading: '出了点问题',
    chunkFailed: '无法加载此页面。请检查网络连接，然后刷新页面。',
    crashed: '意外错误导致此页面停止运行。刷新页面通常可以解决。',
    reload: '刷新',
    home: '前往首页',
  },
  notFoundPage: {
    title: '页面未找到 · Homeroom',
    heading: '页面未找到',
    text: '您要查找的页面不存在或已被移动。',
    home: '返回首页',
  },
  authGate: {
    loading: '正在加载 Homeroom…',
  },
  password: {
    newPassword: '新密码',
    confirmation: '确认新密码',
  },
  picture: {
    uploadFailed: '无法上传照片。',
    retry: '重新上传',
    uploading: '正在上传照片',
    studentSaved: '{{name}}的照片已保存。',
    of: '{{name}}的照片',
    profile: '头像',
  },
  stickerCounts: {
    label: '贴纸数量',
    star: '星星',
    dinosaur: '恐龙',
    cat: '猫咪',
    count: '{{type}} {{count}}',
    separator: '，',
    summary: '贴纸：{{summary}}。',
  },
  presence: {
    you: '（您）',
  },
  inviteCode: {
    copied: '已复制',
    copy: '复制邀请码',
    copiedToClipboard: '已复制到剪贴板',
    copyFailed: '此处不允许复制：请把邀请码记下来。',
  },
  titleContent: {
    title: '标题',
    content: '内容',
  },
  work: {
    video: '{{name}}提交的视频',
    download: '下载视频',
    picture: '{{name}}提交的图片',
    text: '{{name}}提交的文字',
    nothing: '未提交任何内容。',
  },
  editMenu: {
    label: '编辑或删除“{{title}}”',
    edit: '编辑',
  },
  reportToSchool: {
    moreActions: '{{item}}的更多操作',
  },
  lightbox: {
    caption: '{{title}}：第 {{current}} 张，共 {{total}} 张',
    counter: '：第 {{current}} 张，共 {{total}} 张',
    previous: '上一张',
    next: '下一张',
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
  /** A teacher whose account is gone: their class stays with its families (docs/decisions.md, "Deleting an account"). */
  formerTeacher: '前任教师',
};
