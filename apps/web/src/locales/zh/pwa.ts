import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { pwa as english } from '../en/pwa.ts';

export const pwa: Translated<typeof english> = {
  offline: '您已离线——正在显示您上次看到的内容。',
  updateReady: 'Homeroom 新版本已就绪。',
  reload: '重新加载',
  later: '稍后',
};
