import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE school/push-subscription/{id}/: the device receives no more notifications. */
export function deletePushSubscription(id: number): Promise<void> {
  return apiRequest<void>(`/school/push-subscription/${id}/`, { method: 'DELETE' });
}
