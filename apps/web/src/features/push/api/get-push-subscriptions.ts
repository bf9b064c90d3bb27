import type { PushSubscriptionDto } from '@homeroom/contract/push';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const pushSubscriptionsQueryKey = ['push-subscriptions'] as const;

/** GET school/push-subscriptions/: the devices that receive the user's notifications. */
export function getPushSubscriptions(): Promise<PushSubscriptionDto[]> {
  return apiRequest<PushSubscriptionDto[]>('/school/push-subscriptions/');
}

export function usePushSubscriptions() {
  return useQuery({ queryKey: pushSubscriptionsQueryKey, queryFn: getPushSubscriptions });
}
