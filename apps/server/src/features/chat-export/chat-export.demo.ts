import type { FastifyInstance } from 'fastify';
import type { UserGroupsDto } from '@homeroom/contract/chat';
import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';

/**
 * Olivia, who leads the school, keeps the book fair helpers' conversation for the record as a
 * PDF, so that the school's log of conversation exports is not empty.
 */
export async function seedDemoChatExport(app: FastifyInstance, client: DemoClient, olivia: DemoPerson): Promise<void> {
  const { chat_group_member: memberships } = await client.call<UserGroupsDto>('GET', 'school/chat-group-user-get/', undefined, olivia.token);
  const helpers = memberships.find((membership) => membership.group.name === 'Book fair helpers');
  if (!helpers) throw new Error('demo: no book fair helpers group');
  const answer = await app.inject({ method: 'GET', url: `/api/v1/school/chat-export/${helpers.group.id}/?format=pdf`, headers: { authorization: `Token ${olivia.token}` } });
  if (answer.statusCode !== 200) throw new Error(`demo: the chat export answered ${answer.statusCode}: ${answer.body}`);
}
