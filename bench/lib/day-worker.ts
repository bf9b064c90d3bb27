import http from 'node:http';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import WebSocket from 'ws';
import {
  CHAT_DEADLINE_MS,
  type FromWorker,
  type SimUser,
  type ToWorker,
  type WorkerReport,
} from './day-protocol.ts';

/**
 * A load process of the school-day bench: it lives the day of the simulated users it is given,
 * each with its own sockets, as the web app would (apps/web/src: the notification socket on every
 * signed-in page, the class chat's socket while in the chat), and reports what it saw. A process
 * holds whole classes, so it knows every chat socket a message must reach.
 */

const THINK_MS = Number(process.env.BENCH_DAY_THINK_MS ?? 10_000);
/**
 * Actions picked as usual but not done, the user only thinking on (`BENCH_DAY_SKIP`, names from
 * the mixes below, comma-separated): a step run with and without an action tells what that action
 * costs the server, the work it sets off in others included (bench/README.md, "What an action costs").
 */
const SKIPPED_ACTIONS = new Set(
  (process.env.BENCH_DAY_SKIP ?? '').split(',').map((name) => name.trim()).filter(Boolean),
);
const REQUEST_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 30_000;
const workerId = process.pid;

// A browser keeps a few connections per site; a reverse proxy keeps a pool to the server. The pool
// is per load process, large enough that a request waits for one only when the server is behind.
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: Number(process.env.BENCH_DAY_CONNECTIONS ?? 128),
});

/** Parents: open the class, the bell, the portfolio, the class chat (reading and writing), read receipts. */
const PARENT_MIX: [ParentAction, number][] = [
  ['class page', 30],
  ['notifications', 20],
  ['portfolio', 10],
  ['read chat', 20],
  ['send chat', 10],
  ['read receipt', 10],
];
/** Teachers: answer the chat, the bell, the class page, score hand-ins, post stories and announcements. */
const TEACHER_MIX: [TeacherAction, number][] = [
  ['answer chat', 35],
  ['notifications', 15],
  ['class page', 15],
  ['score hand-in', 25],
  ['post story', 5],
  ['post announcement', 5],
];
type ParentAction = 'class page' | 'notifications' | 'portfolio' | 'read chat' | 'send chat' | 'read receipt';
type TeacherAction =
  'answer chat' | 'notifications' | 'class page' | 'score hand-in' | 'post story' | 'post announcement';

for (const name of SKIPPED_ACTIONS) {
  if (![...PARENT_MIX, ...TEACHER_MIX].some(([action]) => action === name)) {
    throw new Error(`BENCH_DAY_SKIP: no action is named "${name}"`);
  }
}

interface ChatSocket {
  socket: WebSocket;
  /** Bench messages this socket must receive: tag → send time. */
  pending: Map<string, number>;
  newestId: number;
}

interface Sim {
  user: SimUser;
  notifications: WebSocket | null;
  chat: ChatSocket | null;
  /** The newest message the user told the server they had read. */
  readUpTo: number;
  /** Kinds of the class's content with an unread bell entry (`Story`, `Announcement`, …), as the bell's list shows them. */
  unreadKinds: Set<string>;
  announcements: { id: number; needsAcknowledgement: boolean }[] | null;
  acknowledged: Set<number>;
  /** Items whose reads were told already, `kind:id`, as the web app keeps them per page. */
  readsTold: Set<string>;
}

let stopped = false;
const sims: Sim[] = [];
/** Ready chat sockets of each group, across the users of this process. */
const inChat = new Map<number, Set<ChatSocket>>();
let sequence = 0;

// Figures of the current window.
let windowStart = performance.now();
let windowCpu = process.cpuUsage();
let latencies: Record<string, number[]> = {};
let errors = 0;
let errorSamples: string[] = [];
let actions: Record<string, number> = {};
let chatSent = 0;
let chatDelays: number[] = [];
let chatLate = 0;
let socketSetups: number[] = [];
let socketFailures = 0;
let socketDrops = 0;
let notificationsPushed = 0;
let windowStartedAt = Date.now();

function resetWindow() {
  windowStart = performance.now();
  windowStartedAt = Date.now();
  windowCpu = process.cpuUsage();
  latencies = {};
  errors = 0;
  errorSamples = [];
  actions = {};
  chatSent = 0;
  chatDelays = [];
  chatLate = 0;
  socketSetups = [];
  socketFailures = 0;
  socketDrops = 0;
  notificationsPushed = 0;
}

/** Requests and socket set-ups under way: route and start (performance.now()). */
const inFlight = new Set<{ route: string; started: number; startedAt: number }>();

/** Starts timing an answer; the function it answers records it (once) in the window it started in. */
function startAnswer(route: string): () => void {
  const entry = { route, started: performance.now(), startedAt: Date.now() };
  inFlight.add(entry);
  return () => {
    if (!inFlight.delete(entry)) return;
    if (entry.startedAt >= windowStartedAt) (latencies[route] ??= []).push(performance.now() - entry.started);
  };
}

function report(): WorkerReport {
  // An answer still awaited counts with what it has waited so far: the slowest must not escape the window.
  const now = performance.now();
  for (const entry of inFlight) {
    if (entry.startedAt < windowStartedAt) continue;
    inFlight.delete(entry);
    (latencies[entry.route] ??= []).push(now - entry.started);
  }
  const cpu = process.cpuUsage(windowCpu);
  let socketsOpen = 0;
  for (const sim of sims)
    socketsOpen += (sim.notifications?.readyState === WebSocket.OPEN ? 1 : 0) + (sim.chat ? 1 : 0);
  return {
    latencies,
    errors,
    errorSamples,
    actions,
    chatSent,
    chatDelays,
    chatLate,
    socketSetups,
    socketFailures,
    socketDrops,
    socketsOpen,
    usersRunning: sims.length,
    notificationsPushed,
    cpuMicros: cpu.user + cpu.system,
    windowMs: performance.now() - windowStart,
  };
}

/** A path with its ids replaced: `/api/v1/school/class/:id/`. */
const routeOf = (path: string) => path.replace(/\/\d+(?=\/)/g, '/:id');

function noteError(sample: string) {
  errors += 1;
  if (errorSamples.length < 10) errorSamples.push(routeOf(sample));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exponential think time: most pauses are short, a few long, the mean THINK_MS. */
const think = () => -Math.log(1 - Math.random()) * THINK_MS;
const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
function pickAction<T extends string>(mix: [T, number][]): T {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [action, weight] of mix) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return (mix[0] as [T, number])[0];
}

type Body = { json: unknown } | { multipart: { boundary: string; payload: Buffer } };

/** One request as the web app sends it, whose answer the user does not read here: true, or null on failure. */
function call(sim: Sim, method: string, path: string, body?: Body): Promise<true | null> {
  return sendRequest(sim, method, path, body, false) as Promise<true | null>;
}

/** One request whose answer the user reads on: the parsed JSON (or true), or null on failure. */
function callForAnswer(sim: Sim, method: string, path: string, body?: Body): Promise<unknown> {
  return sendRequest(sim, method, path, body, true);
}

/**
 * Sends a request and times its answer. An answer not read on is drained without being decoded:
 * the load processes share the machine with the server, and decoding what nobody reads would be
 * CPU the server does not get.
 */
function sendRequest(sim: Sim, method: string, path: string, body: Body | undefined, readsAnswer: boolean): Promise<unknown> {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const url = new URL(`/api/v1${path}`, sim.user.origin);
    const answered = startAnswer(`${method} ${routeOf(url.pathname)}`);
    const headers: Record<string, string | number> = {
      authorization: `Token ${sim.user.token}`,
      accept: 'application/json',
    };
    let payload: Buffer | undefined;
    if (body && 'json' in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      headers['content-type'] = 'application/json';
    } else if (body) {
      payload = body.multipart.payload;
      headers['content-type'] = `multipart/form-data; boundary=${body.multipart.boundary}`;
    }
    if (payload) headers['content-length'] = payload.length;
    let done = false;
    const finish = (status: number | string, text: string) => {
      if (done) return;
      done = true;
      const measured = startedAt >= windowStartedAt;
      answered();
      if (typeof status === 'number' && status < 400) {
        if (text === '') return resolve(true);
        try {
          return resolve(JSON.parse(text) as unknown);
        } catch {
          return resolve(true);
        }
      }
      if (!stopped && measured) noteError(`${status} ${method} ${url.pathname}`);
      resolve(null);
    };
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.on('error', (error) => finish(error.message, ''));
        if (!readsAnswer) {
          response.on('end', () => finish(response.statusCode ?? 0, ''));
          response.resume();
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => finish(error.message, ''));
    request.end(payload);
  });
}

const wsUrl = (origin: string, path: string) => `${origin.replace(/^http/, 'ws')}${path}`;
/** The token travels as a subprotocol, as the web app sends it (lib/reconnecting-socket.ts). */
const protocols = (sim: Sim) => ['homeroom', `token.${sim.user.token}`];

/** Opens a socket; for a chat socket, resolves once the server has set it up (it answers a malformed message). */
function openSocket(sim: Sim, path: string, waitForSetUp: boolean): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const answered = startAnswer(`WS ${routeOf(path.replace(/\?.*/, ''))}`);
    const started = performance.now();
    const startedAt = Date.now();
    const socket = new WebSocket(wsUrl(sim.user.origin, path), protocols(sim), { perMessageDeflate: false });
    let settled = false;
    const settle = (ok: boolean, reason?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ok) {
        // A socket's set-up is an answer the user waits for (the chat page says "connecting" until then).
        answered();
        if (startedAt >= windowStartedAt) socketSetups.push(performance.now() - started);
        resolve(socket);
        return;
      }
      answered();
      socket.terminate();
      if (!stopped) {
        socketFailures += 1;
        noteError(`socket ${reason ?? 'failed'} ${path.replace(/\?.*/, '')}`);
      }
      resolve(null);
    };
    const timer = setTimeout(() => settle(false, 'timeout'), SOCKET_TIMEOUT_MS);
    socket.on('open', () => {
      if (waitForSetUp) socket.send('{}');
      else settle(true);
    });
    if (waitForSetUp) {
      const onFirst = (data: WebSocket.RawData) => {
        if (String(data).includes('"error"')) {
          socket.off('message', onFirst);
          settle(true);
        }
      };
      socket.on('message', onFirst);
    }
    socket.on('error', (error) => settle(false, error.message));
    socket.on('close', (code) => settle(false, `closed ${code}`));
  });
}

async function openNotifications(sim: Sim): Promise<void> {
  for (let attempt = 0; !stopped; attempt += 1) {
    const socket = await openSocket(sim, '/ws/notifications/-/', false);
    if (socket) {
      sim.notifications = socket;
      socket.on('message', (data) => {
        notificationsPushed += 1;
        const text = String(data);
        if (!text.includes('"school_class"')) return;
        const message = JSON.parse(text) as { type?: string; notification?: NotificationEntry };
        if (message.type === 'notification' && message.notification) noteUnread(sim, [message.notification]);
      });
      socket.on('close', () => {
        if (stopped || sim.notifications !== socket) return;
        socketDrops += 1;
        noteError('socket dropped /ws/notifications/-/');
        sim.notifications = null;
        // The web app reconnects and fetches the list again.
        void sleep(1000).then(async () => {
          await openNotifications(sim);
          await fetchNotifications(sim);
        });
      });
      return;
    }
    // The web app's back-off: 1 s, 2 s, 4 s …
    await sleep(Math.min(30_000, 1000 * 2 ** attempt));
  }
}

/** Opens the class chat as its page does: the latest messages, then the socket from the newest. */
async function enterChat(sim: Sim): Promise<ChatSocket | null> {
  if (sim.chat) return sim.chat;
  const group = (await callForAnswer(sim, 'GET', `/school/chat-group-get/${sim.user.groupId}/`)) as {
    chat_messages?: { id: number }[];
  } | null;
  if (!group || stopped) return null;
  const newestId = group.chat_messages?.at(-1)?.id ?? 0;
  const socket = await openSocket(sim, `/ws/chat/${sim.user.groupId}/-/?after=${newestId}`, true);
  if (!socket || stopped) return null;
  const chat: ChatSocket = { socket, pending: new Map(), newestId };
  sim.chat = chat;
  const members = inChat.get(sim.user.groupId) ?? new Set<ChatSocket>();
  inChat.set(sim.user.groupId, members);
  members.add(chat);
  socket.on('message', (data) => {
    const text = String(data);
    // After the set-up, an error frame means a message the server did not take.
    if (text.startsWith('{"type":"error"')) {
      if (!stopped) noteError(`chat error frame /ws/chat/:id/-/`);
      return;
    }
    if (!text.includes('"chat_message"')) return;
    const message = JSON.parse(text) as { id?: number; message?: string };
    if (typeof message.id === 'number' && message.id > chat.newestId) chat.newestId = message.id;
    const tag = /^Day (\S+) /.exec(message.message ?? '')?.[1];
    const sentAt = tag ? chat.pending.get(tag) : undefined;
    if (tag && sentAt !== undefined) {
      chat.pending.delete(tag);
      if (sentAt >= windowStartedAt) chatDelays.push(Date.now() - sentAt);
    }
  });
  socket.on('close', () => {
    if (stopped || sim.chat !== chat) return;
    socketDrops += 1;
    noteError('socket dropped /ws/chat/:id/-/');
    leaveChat(sim);
  });
  if (newestId > sim.readUpTo) {
    sim.readUpTo = newestId;
    await call(sim, 'POST', `/school/chat-group-read/${sim.user.groupId}/`, { json: { message: newestId } });
  }
  return chat;
}

/** Leaving the chat page closes its socket; deliveries still owed and already late count as late. */
function leaveChat(sim: Sim) {
  const chat = sim.chat;
  if (!chat) return;
  sim.chat = null;
  inChat.get(sim.user.groupId)?.delete(chat);
  const now = Date.now();
  for (const sentAt of chat.pending.values())
    if (now - sentAt > CHAT_DEADLINE_MS && sentAt >= windowStartedAt) chatLate += 1;
  chat.socket.close();
}

async function sendChat(sim: Sim) {
  const chat = await enterChat(sim);
  if (!chat || stopped) return;
  sequence += 1;
  const tag = `${workerId}-${sequence}`;
  const sentAt = Date.now();
  // Every member's socket that is in the chat now must receive it, the sender's own too.
  for (const member of inChat.get(sim.user.groupId) ?? []) member.pending.set(tag, sentAt);
  if (sentAt >= windowStartedAt) chatSent += 1;
  chat.socket.send(JSON.stringify({ message: `Day ${tag} see you at pick-up, the coats are in the hall` }));
}

async function readChat(sim: Sim) {
  const chat = sim.chat ?? (await enterChat(sim));
  if (!chat || stopped) return;
  if (chat.newestId > sim.readUpTo) {
    sim.readUpTo = chat.newestId;
    await call(sim, 'POST', `/school/chat-group-read/${sim.user.groupId}/`, {
      json: { message: chat.newestId },
    });
  }
}

interface ClassPageAnswer {
  announcements?: { id: number; needs_acknowledgement?: boolean }[];
  stories?: { id: number }[];
}

/** The class page on its default tab (stories): what it shows counts as read, and clears the bell's stories. */
async function openClassPage(sim: Sim) {
  leaveChat(sim);
  const page = (await callForAnswer(sim, 'GET', `/school/class/${sim.user.classId}/`)) as ClassPageAnswer | null;
  if (!page || stopped) return;
  sim.announcements = (page.announcements ?? []).map((item) => ({
    id: item.id,
    needsAcknowledgement: item.needs_acknowledgement === true,
  }));
  if (sim.user.role === 'teacher') {
    await call(sim, 'GET', `/school/class-content-reads/${sim.user.classId}/`);
    return;
  }
  const stories = (page.stories ?? [])
    .map((item) => item.id)
    .filter((id) => !sim.readsTold.has(`stories:${id}`));
  if (stories.length > 0) {
    for (const id of stories) sim.readsTold.add(`stories:${id}`);
    await call(sim, 'POST', '/school/content-read/', {
      json: { school_class: sim.user.classId, announcements: [], stories, events: [] },
    });
  }
  if (sim.unreadKinds.delete('Story')) {
    await call(sim, 'PUT', `/school/class-notifications-read/${sim.user.classId}/`, {
      json: { types: ['Story'] },
    });
  }
}

/** The announcements tab: "I've read this" where the teacher asked for it, otherwise the reads of what it shows. */
async function answerReadReceipt(sim: Sim) {
  if (!sim.announcements) await openClassPage(sim);
  leaveChat(sim);
  const announcements = sim.announcements ?? [];
  const toAcknowledge = announcements.find(
    (item) => item.needsAcknowledgement && !sim.acknowledged.has(item.id),
  );
  if (toAcknowledge) {
    sim.acknowledged.add(toAcknowledge.id);
    await call(sim, 'POST', `/school/announcement-acknowledge/${toAcknowledge.id}/`);
    return;
  }
  const unread = announcements
    .map((item) => item.id)
    .filter((id) => !sim.readsTold.has(`announcements:${id}`));
  if (unread.length > 0) {
    for (const id of unread) sim.readsTold.add(`announcements:${id}`);
    await call(sim, 'POST', '/school/content-read/', {
      json: { school_class: sim.user.classId, announcements: unread, stories: [], events: [] },
    });
  }
  if (sim.unreadKinds.delete('Announcement')) {
    await call(sim, 'PUT', `/school/class-notifications-read/${sim.user.classId}/`, {
      json: { types: ['Announcement'] },
    });
  }
}

interface NotificationEntry {
  id: number;
  type: string;
  read?: boolean;
  school_class?: { id: number } | null;
}

/** Entries of the user's class the class page would clear (lib/use-mark-class-content-read.ts). */
function noteUnread(sim: Sim, entries: NotificationEntry[]) {
  for (const entry of entries)
    if (!entry.read && entry.school_class?.id === sim.user.classId) sim.unreadKinds.add(entry.type);
}

/** The bell's list, as the web app fetches it at sign-in, after a reconnect and when the bell is opened. */
async function fetchNotifications(sim: Sim): Promise<NotificationEntry[] | null> {
  const list = await callForAnswer(sim, 'GET', '/school/notifications-get/');
  if (!Array.isArray(list)) return null;
  sim.unreadKinds.clear();
  noteUnread(sim, list as NotificationEntry[]);
  return list as NotificationEntry[];
}

/** The bell: the list, then clear all (one time in four) or the newest entry. */
async function readNotifications(sim: Sim) {
  leaveChat(sim);
  const list = await fetchNotifications(sim);
  if (!list || stopped) return;
  if (Math.random() < 0.25) {
    sim.unreadKinds.clear();
    await call(sim, 'PUT', '/school/all-notifications-update/', { json: {} });
    return;
  }
  const newest = list[0];
  if (!newest) return;
  const isChat = ['Message', 'IsCalling', 'MissedCall', 'CallCancelled'].includes(newest.type);
  await call(sim, 'PUT', `/school/${isChat ? 'chat' : 'class'}-notification-update/${newest.id}/`, {
    json: { read: true },
  });
}

async function openPortfolio(sim: Sim) {
  leaveChat(sim);
  const childId = pickOne(sim.user.childIds);
  if (childId) await call(sim, 'GET', `/school/student-portfolio-list/${childId}/`);
}

async function scoreHandIn(sim: Sim) {
  leaveChat(sim);
  const assignmentId = pickOne(sim.user.assignmentIds);
  if (!assignmentId) return;
  const assignees = (await callForAnswer(sim, 'GET', `/school/assignee-create/${assignmentId}/`)) as
    { id: number }[] | null;
  const assignee = Array.isArray(assignees) ? pickOne(assignees) : undefined;
  if (!assignee || stopped) return;
  await call(sim, 'PUT', `/school/assignee-score-update/${assignee.id}/`, {
    json: { score: Math.floor(Math.random() * 11), feedback: 'Well done, neat work.' },
  });
}

let picture: Buffer | null = null;
/** A phone picture after the browser's upload: a 1280 × 960 JPEG of a busy scene (noise compresses like a photo). */
async function storyPicture(): Promise<Buffer> {
  picture ??= await sharp({
    create: {
      width: 1280,
      height: 960,
      channels: 3,
      background: '#6a8',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 75 })
    .toBuffer();
  return picture;
}

function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----homeroom-day-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { boundary, payload: Buffer.concat(parts) };
}

/** A story with two pictures, uploaded one after another as the web app does. */
async function postStory(sim: Sim) {
  leaveChat(sim);
  const story = (await callForAnswer(sim, 'POST', '/school/story-create/', {
    json: {
      title: 'Our afternoon in the garden',
      content: 'We planted beans, measured the sunflowers and drew what we found under the stones.',
      school_class: sim.user.classId,
    },
  })) as { id?: number } | null;
  if (!story?.id || stopped) return;
  const data = await storyPicture();
  for (let index = 0; index < 2 && !stopped; index += 1) {
    await call(sim, 'POST', '/school/story-media-create/', {
      multipart: multipart(
        { story: String(story.id) },
        { field: 'image', name: `garden-${index}.jpg`, type: 'image/jpeg', data },
      ),
    });
  }
}

async function postAnnouncement(sim: Sim) {
  leaveChat(sim);
  await call(sim, 'POST', '/school/announcement-create/', {
    json: {
      title: 'Swimming on Thursday',
      content: 'Please pack a towel and a swimming cap; we leave at 9:15 and are back for lunch.',
      school_class: sim.user.classId,
      needs_acknowledgement: Math.random() < 1 / 3,
    },
  });
}

const PARENT_ACTIONS: Record<ParentAction, (sim: Sim) => Promise<void>> = {
  'class page': openClassPage,
  notifications: readNotifications,
  portfolio: openPortfolio,
  'read chat': readChat,
  'send chat': sendChat,
  'read receipt': answerReadReceipt,
};
const TEACHER_ACTIONS: Record<TeacherAction, (sim: Sim) => Promise<void>> = {
  'answer chat': sendChat,
  notifications: readNotifications,
  'class page': openClassPage,
  'score hand-in': scoreHandIn,
  'post story': postStory,
  'post announcement': postAnnouncement,
};

/** A user's day: sign in (the app's first requests and its notification socket), then act and think. */
async function live(sim: Sim, delayMs: number) {
  await sleep(delayMs);
  if (stopped) return;
  await openNotifications(sim);
  await call(sim, 'GET', '/dj-rest-auth/user/');
  await fetchNotifications(sim);
  while (!stopped) {
    await sleep(think());
    if (stopped) return;
    const started = Date.now();
    let action: string;
    if (sim.user.role === 'teacher') {
      const chosen = pickAction(TEACHER_MIX);
      action = chosen;
      if (SKIPPED_ACTIONS.has(chosen)) continue;
      await TEACHER_ACTIONS[chosen](sim);
    } else {
      const chosen = pickAction(PARENT_MIX);
      action = chosen;
      if (SKIPPED_ACTIONS.has(chosen)) continue;
      await PARENT_ACTIONS[chosen](sim);
    }
    if (started >= windowStartedAt) actions[action] = (actions[action] ?? 0) + 1;
  }
}

// Deliveries not there by the deadline are late, once.
setInterval(() => {
  const now = Date.now();
  for (const members of inChat.values()) {
    for (const member of members) {
      for (const [tag, sentAt] of member.pending) {
        if (now - sentAt <= CHAT_DEADLINE_MS) continue;
        member.pending.delete(tag);
        if (sentAt >= windowStartedAt) chatLate += 1;
      }
    }
  }
}, 250).unref();

const send = (message: FromWorker) => process.send?.(message);

process.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'start':
      for (const user of message.users) {
        const sim: Sim = {
          user,
          notifications: null,
          chat: null,
          readUpTo: 0,
          unreadKinds: new Set(),
          announcements: null,
          acknowledged: new Set(),
          readsTold: new Set(),
        };
        sims.push(sim);
        void live(sim, Math.random() * message.overMs);
      }
      break;
    case 'measure':
      resetWindow();
      break;
    case 'report':
      send({ type: 'report', report: report() });
      break;
    case 'stop':
      stopped = true;
      for (const sim of sims) {
        sim.notifications?.terminate();
        sim.chat?.socket.terminate();
      }
      agent.destroy();
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
// Without the bench, this process has nothing to do.
process.on('disconnect', () => process.exit(0));
void storyPicture().then(() => send({ type: 'ready' }));
