import type { PushKeyDto } from '@homeroom/contract/push';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/push-key/: the server's VAPID public key, which the browser subscribes with. */
export function getPushKey(): Promise<PushKeyDto> {
  return apiRequest<PushKeyDto>('/school/push-key/');
}
