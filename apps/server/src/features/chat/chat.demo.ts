import sharp from 'sharp';
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
  sendMessage: (senderId: number, groupId: number, text: string, attachmentIds?: number[]) => Promise<void>,
): Promise<void> {
  if (!olivia || !samuel || !priya) throw new Error('demo: the chat needs three people');
  const write = async (sender: DemoPerson, groupId: number, text: string) => {
    await client.call('POST', `school/chat-group-read/${groupId}/`, {}, sender.token);
    await sendMessage(sender.id, groupId, text);
  };

  const direct = await client.call<{ id: number }>('POST', 'school/chat-group-create-direct/', { name: 'direct', recipient: samuel.id }, olivia.token);
  await write(samuel, direct.id, 'Hello Ms Bennett, Leo has a dentist appointment on Thursday at 10. He will be back after lunch.');
  // His appointment card and a drawing Leo made, sent as files alone.
  const card = await client.upload<{ id: number }>(`school/chat-attachment-upload/${direct.id}/`, demoFile('Appointment card.pdf', demoPdf(), 'application/pdf'), samuel.token);
  const drawing = await client.upload<{ id: number }>(`school/chat-attachment-upload/${direct.id}/`, demoFile('Leo drawing.png', await demoDrawing(), 'image/png'), samuel.token);
  await sendMessage(samuel.id, direct.id, '', [card.id, drawing.id]);
  for (const [sender, text] of [
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
  // On the record: Priya corrects her offer; the earlier text stays one click away ('edited').
  const newestOf = async (groupId: number, token: string) =>
    (await client.call<{ chat_messages: { id: number }[] }>('GET', `school/chat-group-get/${groupId}/`, undefined, token)).chat_messages.at(-1)?.id;
  const offer = await newestOf(helpers.id, priya.token);
  if (offer) await client.call('PUT', `school/chat-message-update/${offer}/`, { content: 'I can bring a float for the till, and some bags for the books.' }, priya.token);
}

function demoFile(name: string, data: Buffer, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

/** A one-page PDF with a line of text: an appointment card. */
function demoPdf(): Buffer {
  const text = 'BT /F1 18 Tf 40 120 Td (Dentist appointment: Thursday 10:00) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const table = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A child's drawing of a house under a sun. */
function demoDrawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#fdf6e3"/>
    <circle cx="520" cy="100" r="60" fill="#f6c343"/>
    <rect x="180" y="230" width="240" height="170" fill="#e76f51"/>
    <polygon points="160,240 300,120 440,240" fill="#264653"/>
    <rect x="270" y="310" width="60" height="90" fill="#2a9d8f"/>
    <rect x="0" y="400" width="640" height="80" fill="#8ab17d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
