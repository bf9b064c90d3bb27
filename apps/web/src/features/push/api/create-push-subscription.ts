import type { PushSubscriptionCreateBody, PushSubscriptionDto } from '@homeroom/contract/push';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST school/push-subscription-create/ with the browser's `PushSubscription.toJSON()`. */
export function createPushSubscription(body: PushSubscriptionCreateBody): Promise<PushSubscriptionDto> {
  return apiRequest<PushSubscriptionDto>('/school/push-subscription-create/', { method: 'POST', body });
}
