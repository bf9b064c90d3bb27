import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts, type DemoPerson } from '../features/accounts/accounts.demo.ts';
import { seedDemoClassrooms } from '../features/classes/classes.demo.ts';
import { createDemoClient } from './demo-client.ts';

/** Every feature's sample data, in the order the features build on each other. */
export async function seedDemoSchool(app: FastifyInstance): Promise<DemoPerson[]> {
  const client = createDemoClient(app);
  const people = await seedDemoAccounts(client);
  await seedDemoClassrooms(client, people);
  return people;
}
