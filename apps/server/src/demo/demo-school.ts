import type { FastifyInstance } from 'fastify';
import { seedDemoLeaderLook } from '../features/access-log/access-log.demo.ts';
import { seedDemoAccounts, type DemoPerson } from '../features/accounts/accounts.demo.ts';
import { seedDemoAnnouncements } from '../features/announcements/announcements.demo.ts';
import { seedDemoAssignments } from '../features/assignments/assignments.demo.ts';
import { seedDemoChats } from '../features/chat/chat.demo.ts';
import { seedDemoChatExport } from '../features/chat-export/chat-export.demo.ts';
import { seedDemoClassrooms } from '../features/classes/classes.demo.ts';
import { seedDemoCoteaching } from '../features/classes/coteachers.demo.ts';
import { seedDemoDeletedAccount } from '../features/data-deletion/data-deletion.demo.ts';
import { seedDemoEvents } from '../features/events/events.demo.ts';
import { seedDemoForms } from '../features/forms/forms.demo.ts';
import { seedDemoSignups } from '../features/signups/signups.demo.ts';
import { seedDemoAbsence } from '../features/absences/absences.demo.ts';
import { seedDemoCalendarFeed } from '../features/calendar/calendar.demo.ts';
import { seedDemoConferences } from '../features/conferences/conferences.demo.ts';
import { seedDemoWaitingTeacher } from '../features/schools/schools.demo.ts';
import { seedDemoSchoolYear } from '../features/school-years/school-years.demo.ts';
import { seedDemoSchoolAnnouncements } from '../features/school-announcements/school-announcements.demo.ts';
import { seedDemoReport } from '../features/moderation/moderation.demo.ts';
import { seedDemoSafety } from '../features/blocking/blocking.demo.ts';
import { seedDemoPushDevices } from '../features/push/push.demo.ts';
import { seedDemoOfficeHours } from '../features/office-hours/office-hours.demo.ts';
import { seedDemoStories } from '../features/stories/stories.demo.ts';
import { seedDemoReadReceipts } from '../features/read-receipts/read-receipts.demo.ts';
import { seedDemoChannels } from '../features/notifications/notifications.demo.ts';
import { createDemoClient } from './demo-client.ts';

/** Every feature's sample data, in the order the features build on each other. */
export async function seedDemoSchool(app: FastifyInstance): Promise<DemoPerson[]> {
  const client = createDemoClient(app);
  const people = await seedDemoAccounts(client);
  const [robins, owls] = await seedDemoClassrooms(client, people);
  const [olivia, samuel, priya] = people;
  if (!robins || !owls || !olivia || !samuel || !priya)
    throw new Error('demo: the school is missing people or classes');
  await seedDemoChannels(client, samuel.token);
  await seedDemoAnnouncements(client, olivia.token, robins.id);
  await seedDemoReadReceipts(client, olivia.token, samuel.token, robins.id);
  // Olivia added the school, so she leads it.
  await seedDemoSchoolAnnouncements(client, olivia.token);
  await seedDemoEvents(client, olivia.token, robins.id, samuel.token);
  await seedDemoSignups(client, olivia.token, robins.id, [samuel.token, priya.token]);
  const leo = robins.students.find((student) => student.name === 'Leo Carter');
  if (leo) await seedDemoAbsence(client, samuel.token, leo.id);
  await seedDemoCalendarFeed(client, samuel.token);
  // Samuel signs yes for Leo, Priya no for Aanya; the rest of the class is still waiting.
  await seedDemoForms(client, olivia.token, robins.id, [
    { token: samuel.token, name: 'Samuel Carter', consent: true },
    { token: priya.token, name: 'Priya Shah', consent: false },
  ]);
  await seedDemoConferences(client, robins, { olivia: olivia.token, samuel: samuel.token, priya: priya.token });
  await seedDemoStories(client, olivia.token, robins.id, samuel.token);
  await seedDemoAssignments(client, olivia.token, robins);
  await seedDemoSchoolYear(client, people, owls);
  // Daniel chose Olivia's school; as its leader she approves him, then invites him to co-teach.
  await seedDemoCoteaching(client, people, robins.id, async (userId) => {
    await client.call('POST', `school/school-teacher-approve/${userId}/`, undefined, olivia.token);
  });
  await seedDemoReport(client, robins.id, priya.token, samuel.token);
  await seedDemoSafety(client, robins.id, olivia.token, samuel, priya);
  await seedDemoPushDevices(app, samuel.token);
  await seedDemoOfficeHours(client, olivia.token);
  await seedDemoLeaderLook(client, people);
  await seedDemoDeletedAccount(client, olivia, robins.id, async (sender, groupId, text) => {
    await app.chat.sendMessage(sender, groupId, text);
  });
  await seedDemoChats(client, people, async (senderId, groupId, text, attachmentIds) => {
    const sender = people.find((person) => person.id === senderId);
    if (!sender) throw new Error('demo: unknown sender');
    const from = { id: sender.id, firstName: sender.firstName, lastName: sender.lastName };
    const message = await app.chat.sendMessage(from, groupId, text, attachmentIds);
    const content = message.content || message.attachments.map((file) => file.name).join(', ');
    await app.chatListener.messageSent({ groupId, sender: from, content });
  });
  await seedDemoChatExport(app, client, olivia);
  people.push(await seedDemoWaitingTeacher(client, olivia));
  return people;
}
