import type { PushPayload } from '@homeroom/contract/push';

export type { PushPayload };

/**
 * What alert delivery needs of the push service (features/push): one call that sends each user's
 * payload to all their devices, never throwing. Delivery depends on this shape only.
 */
export interface PushSender {
  sendToUsers(messages: { userId: number; payload: PushPayload }[]): Promise<unknown>;
}
