import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { push as english } from '../en/push.ts';

export const push: Translated<typeof english> = {
  heading: '此设备上的通知',
  intro: '即使 Homeroom 已关闭，也能在这部手机或电脑上收到班级动态、消息和通话。',
  state: {
    checking: '正在检查此浏览器…',
    unsupported: '此浏览器无法接收 Homeroom 的通知。在 iPhone 或 iPad 上，请先将 Homeroom 添加到主屏幕。',
    blocked: '此浏览器已阻止 Homeroom 的通知。请在浏览器的网站设置中允许通知，然后返回此处。',
    off: '此设备上的通知已关闭。',
    on: '此设备上的通知已开启。',
  },
  turnOn: '开启',
  turnOff: '在此设备上关闭',
  turnedOn: '此设备上的通知已开启。',
  turnedOff: '此设备上的通知已关闭。',
  turnOnFailed: '无法开启通知，请重试。',
  devicesHeading: '你的设备',
  loading: '正在加载你的设备…',
  loadFailed: '无法加载你的设备。',
  noDevices: '还没有设备接收你的通知。',
  thisDevice: '此设备',
  device: '{{os}} 上的 {{browser}}',
  unknownDevice: '一个浏览器',
  added: '添加于 {{date}}',
  remove: '移除',
  removeLabel: '移除 {{device}}',
  removed: '该设备将不再接收通知。',
  removeFailed: '无法移除该设备，请重试。',
};
