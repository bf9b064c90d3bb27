import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { uniqueEmail } from './support.ts';

/** A phone held upright, with touch. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
};
/** A laptop screen. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** Someone who will use Homeroom: names and the password to sign in with. */
export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** A person registered through the API, with the user id and the key to call the API as them. */
export interface ApiUser extends Person {
  id: number;
  key: string;
}

/** The account type, as the profile page labels it. */
export type AccountType = 'Teacher' | 'Parent';

/** A person with an address no other test uses. */
export function person(name: string, firstName: string, lastName: string): Person {
  return { email: uniqueEmail(name), firstName, lastName, password: `${firstName}-Lantern-58` };
}

// Pictures -------------------------------------------------------------------------------------

/** A PNG to hand to a file input or chooser. */
export interface PngFile {
  name: string;
  mimeType: 'image/png';
  buffer: Buffer;
}

const SMALL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGMwKHgARw8KDOAIlzjDINRAjCJk8cGoYRAG60iMBwAlhIAQXd5yBAAAAABJRU5ErkJggg==';

/** A 16×16 PNG checkerboard in two colours, named `name`. */
export function smallPngFile(name: string): PngFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from(SMALL_PNG, 'base64') };
}

/** An RGB colour, each channel 0 to 255. */
export type Colour = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A landscape picture: a sky fading from `top` to `bottom` with a sun, as a real PNG file. */
export function picturePng(top: Colour, bottom: Colour, sun: Colour, width = 480, height = 320): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    const t = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      const inSun = (x - width * 0.7) ** 2 + (y - height * 0.35) ** 2 < (height * 0.15) ** 2;
      const colour = inSun
        ? sun
        : top.map((channel, index) => Math.round(channel + ((bottom[index] ?? 0) - channel) * t));
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// Through the pages ----------------------------------------------------------------------------

/**
 * Fills in and sends the registration form, waits for Home, where a new account lands, and follows
 * its first step to the profile, where the account type is chosen.
 */
export async function submitRegistration(page: Page, user: Person): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name (optional)').fill(user.lastName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Password confirmation').fill(user.password);
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Choose your account type' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Registers through the pages in a fresh context and picks the account type; answers the signed-in page. */
export async function registerThroughUi(
  browser: Browser,
  user: Person,
  accountType: AccountType,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await submitRegistration(page, user);
  await page.getByText(accountType, { exact: true }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'User Details' })).toBeVisible();
  return page;
}

/** Fills in and sends the login form, whatever the answer. */
export async function submitLogIn(page: Page, user: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** Logs in on `page` and waits for Home, where signing in lands. */
export async function logIn(page: Page, user: Pick<Person, 'email' | 'password'>): Promise<void> {
  await submitLogIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
}

/** A page in a fresh browser context, logged in as `user`. */
export async function logInInNewContext(
  browser: Browser,
  user: Person,
  options: BrowserContextOptions = DESKTOP,
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, user);
  return page;
}

/** Creates a class on the profile's Classes tab and opens it; answers the class page's path. */
export async function createClassThroughUi(page: Page, className: string): Promise<string> {
  await page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name: 'Classes' }).click();
  await page.getByLabel('Class name').fill(className);
  await page.getByRole('button', { name: 'Create class' }).click();
  await page.getByRole('link', { name: className, exact: true }).click();
  await expect(page).toHaveURL(/\/class\/\d+$/);
  return new URL(page.url()).pathname;
}

/** Adds a student on the class's Classroom tab and waits for the confirmation. */
export async function addStudentThroughUi(page: Page, name: string): Promise<void> {
  await page.getByLabel('Student name').fill(name);
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page.getByText(`${name} has been added to the class.`)).toBeVisible();
}

/** Opens a student's details on the Classroom tab, reads the invite code and closes them again. */
export async function readInviteCodeThroughUi(page: Page, studentName: string): Promise<string> {
  await page.getByRole('button', { name: studentName, exact: true }).click();
  const details = page.getByRole('dialog', { name: studentName });
  const inviteCode = (await details.getByTestId('invite-code').textContent()) ?? '';
  expect(inviteCode).toMatch(/^[A-Z2-9]{8}$/);
  await details.getByRole('button', { name: 'Close' }).click();
  return inviteCode;
}

/** Links a child with its invite code on the profile's Children tab, and waits for the confirmation. */
export async function linkChildThroughUi(page: Page, inviteCode: string): Promise<void> {
  await page
    .getByRole('tablist', { name: 'Profile sections' })
    .getByRole('tab', { name: 'Children' })
    .click();
  await page.getByLabel('Invite code').fill(inviteCode);
  await page.getByRole('button', { name: 'Link child' }).click();
  await expect(page.getByText('Child added successfully.')).toBeVisible();
}

// Through the API ------------------------------------------------------------------------------

/** Calls the API as `user` (or as nobody) and answers the JSON, failing the test on a refusal. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  user: Pick<ApiUser, 'key'> | null,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: user ? { Authorization: `Token ${user.key}` } : {},
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Registers `user` through the API and, when given one, chooses the account type. */
export async function registerThroughApi(
  request: APIRequestContext,
  user: Person,
  accountType?: AccountType,
): Promise<ApiUser> {
  const { key } = await callApi<{ key: string }>(request, 'POST', 'dj-rest-auth/registration/', null, {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    password1: user.password,
    password2: user.password,
  });
  const { id } = await callApi<{ id: number }>(request, 'GET', 'dj-rest-auth/user/', { key });
  const registered: ApiUser = { ...user, id, key };
  if (accountType === 'Teacher') {
    await callApi(request, 'POST', 'school/teacher-create/', registered, { school: null });
  } else if (accountType === 'Parent') {
    await callApi(request, 'POST', 'school/parent-create/', registered, { user: id });
  }
  return registered;
}

/** Adds a school as `teacher`, who becomes its first leader; answers its id and name. */
export async function createSchoolThroughApi(
  request: APIRequestContext,
  teacher: ApiUser,
  name: string,
): Promise<{ id: number; name: string }> {
  return callApi<{ id: number; name: string }>(request, 'POST', 'school/school-list-create/', teacher, {
    name,
    city: 'Leeds',
    country: 'United Kingdom',
  });
}

/** Creates the teacher's class with these students; answers its id and their invite codes, in order. */
export async function createClassWithStudents(
  request: APIRequestContext,
  teacher: ApiUser,
  className: string,
  studentNames: readonly string[],
): Promise<{ classId: number; inviteCodes: string[] }> {
  const schoolClass = await callApi<{ id: number }>(request, 'POST', 'school/class-create/', teacher, {
    name: className,
  });
  const inviteCodes: string[] = [];
  for (const name of studentNames) {
    const student = await callApi<{ id: number }>(request, 'POST', 'school/student-create/', teacher, {
      name,
      school_class: schoolClass.id,
    });
    const portfolio = await callApi<{ invite_code: { code: string } }>(
      request,
      'GET',
      `school/student-portfolio-list/${student.id}/`,
      teacher,
    );
    inviteCodes.push(portfolio.invite_code.code);
  }
  return { classId: schoolClass.id, inviteCodes };
}

/** Links the parent to the child whose invite code this is. */
export async function linkChild(
  request: APIRequestContext,
  parent: ApiUser,
  inviteCode: string,
): Promise<void> {
  await callApi(request, 'PUT', 'school/use-invite-code/', parent, { code: inviteCode });
}

/** Opens the direct chat of `owner` with `recipient`, as the Message button does; answers its id. */
export async function openDirectChat(
  request: APIRequestContext,
  owner: ApiUser,
  recipient: ApiUser,
): Promise<number> {
  const chat = await callApi<{ id: number }>(request, 'POST', 'school/chat-group-create-direct/', owner, {
    name: 'direct',
    recipient: recipient.id,
  });
  return chat.id;
}

/** A teacher with a class of one student whose parent has linked the child, all through the API. */
export async function setUpLinkedClassroom(
  request: APIRequestContext,
  setting: { teacher: Person; parent: Person; className: string; studentName: string },
): Promise<{ teacher: ApiUser; parent: ApiUser; classId: number }> {
  const teacher = await registerThroughApi(request, setting.teacher, 'Teacher');
  const { classId, inviteCodes } = await createClassWithStudents(request, teacher, setting.className, [
    setting.studentName,
  ]);
  const parent = await registerThroughApi(request, setting.parent, 'Parent');
  await linkChild(request, parent, inviteCodes[0] ?? '');
  return { teacher, parent, classId };
}

/**
 * Sends chat messages as `sender` through the chat socket, as the message box does, from a page
 * of its own; waits until the server has stored and echoed each one.
 */
export async function sendChatMessages(
  browser: Browser,
  sender: Pick<ApiUser, 'key'>,
  groupId: number,
  texts: readonly string[],
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/features');
  await page.evaluate(
    async ({ key, groupId, texts }) => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${location.host}/ws/chat/${groupId}/-/`, [
        'homeroom',
        `token.${key}`,
      ]);
      await new Promise<void>((resolve, reject) => {
        let echoed = 0;
        socket.onerror = () => reject(new Error('chat socket failed'));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; message?: string };
          if (message.type === 'error') reject(new Error(message.message));
          if (message.type === 'chat_message' && message.message === texts[echoed]) {
            echoed += 1;
            if (echoed === texts.length) resolve();
            else socket.send(JSON.stringify({ message: texts[echoed] }));
          }
        };
        socket.onopen = () => socket.send(JSON.stringify({ message: texts[0] }));
      });
      socket.close();
    },
    { key: sender.key, groupId, texts },
  );
  await context.close();
}

/**
 * A member's presence dot in an open chat's members list ('online' or 'offline'). When the page
 * is its user's only socket in the chat, waiting for one's own to read 'online' waits for that
 * socket to be in the chat: the server publishes it once the socket is subscribed, so what
 * happens after reaches the page live ("Live" says only that the socket is open).
 */
export function chatPresenceOf(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: /Group Members/ })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('img', { name: /^(online|offline)$/ });
}

// A demo school of its own ----------------------------------------------------------------------

/** A Homeroom of its own on `port`, filled by `npm run demo`, and the way to stop it. */
export interface DemoSchoolServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** The people `npm run demo` creates (apps/server/src/features/accounts/accounts.demo.ts). */
export const DEMO_PEOPLE = {
  olivia: { email: 'olivia.bennett@homeroom.demo', password: 'Maple-Garden-31', firstName: 'Olivia', lastName: 'Bennett' },
  daniel: { email: 'daniel.okafor@homeroom.demo', password: 'Cedar-Lane-47', firstName: 'Daniel', lastName: 'Okafor' },
} as const satisfies Record<string, Person>;

function runToEnd(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Fills a fresh data folder with the demo school, then serves it on `port` from the same build
 * the tests use. For journeys that need what only a school's leader grants (an approved
 * teacher beside the leader), which the demo sets up; answers once the server answers.
 */
export async function startDemoSchoolServer(port: number): Promise<DemoSchoolServer> {
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'homeroom-e2e-demo-')),
    PUBLIC_URL: baseURL,
    DATABASE_URL: '',
    REDIS_URL: '',
    S3_ENDPOINT: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_EMAIL: '1000',
    RATE_LIMIT_AUTH_PER_ADDRESS: '10000',
  };
  const root = path.join(import.meta.dirname, '..');
  await runToEnd('npx', ['tsx', 'apps/server/src/demo/demo.ts'], { cwd: root, env });
  const server = spawn('node', ['apps/server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const isUp = await fetch(`${baseURL}/`).then((response) => response.ok, () => false);
    if (isUp) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill();
      throw new Error('the demo school server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.on('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
