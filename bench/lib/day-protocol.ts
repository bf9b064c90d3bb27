/** What the school-day bench (`bench/day.ts`) and its load processes (`bench/lib/day-worker.ts`) tell each other. */

/** One simulated user: a person on one device, with its own sockets. */
export interface SimUser {
  /** `userId.device`: a person with two devices is two simulated users. */
  key: string;
  userId: number;
  token: string;
  role: 'parent' | 'teacher';
  classId: number;
  /** The class's group chat. */
  groupId: number;
  /** A parent's children in this class. */
  childIds: number[];
  /** A teacher's assignments. */
  assignmentIds: number[];
  /** The Homeroom instance this device talks to (a sticky load balancer). */
  origin: string;
}

export type ToWorker =
  | { type: 'start'; users: SimUser[]; overMs: number }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'stop' };

export type FromWorker = { type: 'ready' } | { type: 'report'; report: WorkerReport };

/** What one load process saw between `measure` and `report`. */
export interface WorkerReport {
  /** Milliseconds of every HTTP answer, by route (`GET /school/class/:id/`). */
  latencies: Record<string, number[]>;
  /** Failed requests (status ≥ 400, no answer, timeout), sockets that failed to open or dropped. */
  errors: number;
  /** A few of them, `status method path`, ids replaced by `:id`. */
  errorSamples: string[];
  actions: Record<string, number>;
  chatSent: number;
  /** Milliseconds from send to each member's chat socket that was in the chat when it was sent. */
  chatDelays: number[];
  /** Deliveries not there within 2 s. */
  chatLate: number;
  /** Milliseconds to open and set up each socket. */
  socketSetups: number[];
  socketFailures: number;
  socketDrops: number;
  socketsOpen: number;
  usersRunning: number;
  /** Messages the notification sockets received. */
  notificationsPushed: number;
  /** CPU time of the process over the window, microseconds. */
  cpuMicros: number;
  windowMs: number;
}

/** A chat delivery later than this breaks the service level. */
export const CHAT_DEADLINE_MS = 2000;
