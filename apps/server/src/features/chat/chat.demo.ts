import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';

/**
 * A direct chat between Olivia and Samuel and a helpers' group with Priya, where only Olivia,
 * its owner, adds members. Messages are sent through the socket in the app; the demo writes
 * them with the same service. Each writer has the chat open, so reads it first: what is left
 * unread, and announced by 'New message', is what came after one's own last visit. Olivia
 * finds Priya's offer unread; Samuel, Olivia's last note and the whole helpers' group.
 */
export async function seedDemoChats(
  client: DemoClient,
  [olivia, samuel, priya]: DemoPerson[],
  sendMessage: (senderId: number, groupId: number, text: string) => Promise<void>,
): Promise<void> {
  if (!olivia || !samuel || !priya) throw new Error('demo: the chat needs three people');
  const write = async (sender: DemoPerson, groupId: number, text: string) => {
    await client.call('POST', `school/chat-group-read/${groupId}/`, {}, sender.token);
    await sendMessage(sender.id, groupId, text);
  };

  const direct = await client.call<{ id: number }>('POST', 'school/chat-group-create-direct/', { name: 'direct', recipient: samuel.id }, olivia.token);
  for (const [sender, text] of [
    [samuel, 'Hello Ms Bennett, Leo has a dentist appointment on Thursday at 10. He will be back after lunch.'],
    [olivia, 'Thank you for letting me know, Mr Carter. I will save his worksheet for the afternoon.'],
    [samuel, 'Great, thanks!'],
    [olivia, 'Leo chose a new reading book today. Could you sign his reading log tonight?'],
  ] as const) {
    await write(sender, direct.id, text);
  }

  const helpers = await client.call<{ id: number }>('POST', 'school/chat-group-create/', { name: 'Book fair helpers' }, olivia.token);
  await client.call(
    'POST',
    `school/chat-group-add-members/${helpers.id}/`,
    [samuel, priya].map((person) => ({ user: person.id, group: helpers.id })),
    olivia.token,
  );
  await client.call('PUT', `school/chat-group-settings-update/${helpers.id}/`, { only_owner_adds_members: true }, olivia.token);
  await write(olivia, helpers.id, 'Thank you both for helping at the book fair! We set up at 2:45 in the hall.');
  await write(priya, helpers.id, 'I can bring a float for the till.');
  // On the record: Priya corrects her offer (the earlier text stays one click away), and
  // Samuel takes back a message sent to the wrong chat ('Message removed').
  const newestOf = async (groupId: number, token: string) =>
    (await client.call<{ chat_messages: { id: number }[] }>('GET', `school/chat-group-get/${groupId}/`, undefined, token)).chat_messages.at(-1)?.id;
  const offer = await newestOf(helpers.id, priya.token);
  if (offer) await client.call('PUT', `school/chat-message-update/${offer}/`, { content: 'I can bring a float for the till, and some bags for the books.' }, priya.token);
  await write(samuel, helpers.id, 'Leo, your football kit is in the car.');
  const wrongChat = await newestOf(helpers.id, samuel.token);
  if (wrongChat) await client.call('DELETE', `school/chat-message-delete/${wrongChat}/`, undefined, samuel.token);
}
