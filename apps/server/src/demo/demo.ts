import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DataDirLockedError, LOCKED_EXIT_CODE } from '../infra/db/data-dir-lock.ts';
import { users } from '../features/accounts/accounts.table.ts';
import { describeDemoRoster } from '../features/roster/roster.demo.ts';
import { seedDemoSchool } from './demo-school.ts';

/** `npm run demo`: fills an empty database with a sample school to click through. */
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const app = await buildApp({
  ...config,
  rateLimit: {
    ...config.rateLimit,
    authPerAddress: 10_000,
    authPerEmail: 10_000,
    inviteCodePerUser: 10_000,
    guardianInvitesPerUser: 10_000,
  },
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `${error.message}\nThe demo fills a database of its own: stop Homeroom first, or use another DATA_DIR.`,
  );
  process.exit(LOCKED_EXIT_CODE);
});
try {
  const [{ count } = { count: 0 }] = await app.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) {
    console.log(
      'The database already has accounts; the demo only fills an empty one. Use another DATA_DIR or DATABASE_URL.',
    );
  } else {
    const people = await seedDemoSchool(app);
    await app.outbox.flush();

    console.log('\nThe demo school is ready. Start Homeroom with `npm start` and log in at');
    console.log(`${config.publicUrl}/login as:\n`);
    for (const person of people) {
      console.log(
        `  ${person.role.padEnd(8)} ${`${person.firstName} ${person.lastName}`.padEnd(16)} ${person.email.padEnd(30)} ${person.password}`,
      );
    }
    console.log(`\n${describeDemoRoster(config.publicUrl)}`);
    console.log('');
  }
} finally {
  await app.close();
}
