import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { TurnRestConfig } from './features/calls/ice-servers.ts';

/**
 * Every environment variable Homeroom reads, parsed once at boot. README.md and .env.example
 * document the same list; a wrong value stops the process with every problem listed.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Homeroom <no-reply@homeroom.local>'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RATE_LIMIT_AUTH_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_INVITE_CODE_PER_USER: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_GUARDIAN_INVITES_PER_USER: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_HAND_IN_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_CALENDAR_FEED_PER_TOKEN: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_CALENDAR_FEED_PER_ADDRESS: z.coerce.number().int().positive().default(3000),
  MULTIPART_MAX_FIELDS: z.coerce.number().int().positive().default(10),
  MULTIPART_MAX_FIELD_BYTES: z.coerce.number().int().positive().default(65_536),
  PARTIAL_UPLOAD_MAX_AGE_HOURS: z.coerce.number().positive().default(24),
  PASSWORD_CHANGE_RECENT_LOGIN_SECONDS: z.coerce.number().int().nonnegative().default(300),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_INVITE_CODE_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  MAX_GUARDIANS_PER_CHILD: z.coerce.number().int().positive().default(4),
  LOGIN_SLOWDOWN_FREE_FAILURES: z.coerce.number().int().nonnegative().default(5),
  LOGIN_SLOWDOWN_BASE_DELAY_MS: z.coerce.number().int().nonnegative().default(1000),
  LOGIN_SLOWDOWN_MAX_DELAY_SECONDS: z.coerce.number().nonnegative().default(20),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters: it is all that guards the relay').optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  WEB_DIST_DIR: z.string().optional(),
  REDIS_URL: z.url().optional(),
  REDIS_PREFIX: z.string().default('homeroom:'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CALL_RING_TIMEOUT_SECONDS: z.coerce.number().positive().default(45),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  DATABASE_WAIT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  DATABASE_FSYNC: z.stringbool().default(true),
  DATABASE_THREAD: z.stringbool().optional(),
  DATABASE_PREPARED_STATEMENTS: z.coerce.number().int().min(0).default(200),
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  RETENTION_ARCHIVED_CLASS_DAYS: z.coerce.number().int().positive().default(365),
  RETENTION_CHAT_MESSAGE_DAYS: z.coerce.number().int().positive().optional(),
  RETENTION_NOTIFICATION_DAYS: z.coerce.number().int().positive().default(90),
  CHAT_CATCH_UP_PAGE_SIZE: z.coerce.number().int().positive().default(200),
  CHAT_CATCH_UP_RETRY_SECONDS: z.coerce.number().positive().default(2),
  CHAT_NOTIFICATION_INTERVAL_SECONDS: z.coerce.number().min(0).default(3),
  MEDIA_SIGNING_SECRET: z.string().min(32, { error: 'must be at least 32 characters, e.g. `openssl rand -hex 32`' }).optional(),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(3600, { error: 'must be at least 3600: the web app refreshes addresses every 30 minutes' }).default(14400),
  MEDIA_PROFILE_URL_TTL_SECONDS: z.coerce.number().int().min(3600, { error: 'must be at least 3600: the web app refreshes addresses every 30 minutes' }).default(604800),
  SOCKET_MAX_FRAME_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  SOCKET_PING_SECONDS: z.coerce.number().positive().default(30),
  SOCKET_PONG_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  SOCKET_MAX_BUFFERED_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  SOCKET_CHAT_MESSAGES_PER_SECOND: z.coerce.number().positive().default(5),
  SOCKET_CHAT_MESSAGE_BURST: z.coerce.number().int().positive().default(20),
  SOCKET_CALL_MESSAGES_PER_SECOND: z.coerce.number().positive().default(10),
  SOCKET_CALL_MESSAGE_BURST: z.coerce.number().int().positive().default(40),
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().positive().default(60),
  MAIL_RETRY_FIRST_DELAY_SECONDS: z.coerce.number().positive().default(30),
  MAIL_RETRY_MAX_DELAY_SECONDS: z.coerce.number().positive().default(3600),
  MAIL_RETRY_FOR_HOURS: z.coerce.number().positive().default(48),
  MAIL_CLAIM_LEASE_SECONDS: z.coerce.number().positive().default(120),
  MAIL_FLUSH_ON_STOP_SECONDS: z.coerce.number().min(0).default(3),
  SMTP_CONNECTION_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  SMTP_GREETING_TIMEOUT_SECONDS: z.coerce.number().positive().default(300),
  SMTP_REPLY_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.stringbool().default(false),
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON, e.g. [{"urls":"stun:stun.example.org:3478"}]' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }),
        { error: 'must be a JSON array of {urls, username?, credential?}' },
      ),
    ),
});

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string;
      /** Flush each commit to the disk (default), surviving a power cut. */
      fsync?: boolean;
      /** Run PGlite on a worker thread of its own, off the server's event loop (infra/db/pglite-thread.ts). */
      thread?: boolean;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Statements each connection keeps prepared, by their repeated text (infra/db/repeated-statements.ts); 0 for none, as behind a pooler that cannot keep them. */
      preparedStatements?: number;
    };

/** How long database work may take before the request is answered 503 (PostgreSQL down, frozen or overloaded). */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
  /** Waiting for a pool connection (PostgreSQL) or for a turn (the embedded database). */
  waitMs: number;
}

export interface Config {
  port: number;
  host: string;
  /**
   * Processes serving the one port (infra/cluster): 1 runs the server in this process; more fork
   * that many workers sharing PostgreSQL and Redis as separate instances do.
   */
  workers: number;
  dataDir: string;
  database: DatabaseConfig;
  databaseTimeouts: DatabaseTimeouts;
  /** Copies of the embedded database and media every `intervalMs` (0: never), the newest `keep` kept. */
  backups: { dir: string; intervalMs: number; keep: number };
  /**
   * How long data is kept (features/retention): an archived class with everything of it, chat
   * messages (null: for ever) and notifications, in days; the daily job applies it.
   */
  retention: RetentionSettings;
  /** The address users reach Homeroom at: links in e-mails and media URLs start with it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimit: { windowMs: number; authPerAddress: number; authPerEmail: number; inviteCodePerUser: number; guardianInvitesPerUser: number };
  /** A session signed in this recently may change its password without the current one (older clients send none). */
  passwordChangeRecentLoginMs: number;
  /** Invite codes one client address may try per rate-limit window, whatever the accounts it uses. */
  inviteCodePerAddress: number;
  /** How many guardians a child may have (the first with the invite code, the others invited). */
  maxGuardiansPerChild: number;
  /** Failed logins of one (client address, e-mail) pair are answered later and later, up to maxDelayMs. */
  loginSlowDown: { freeFailures: number; baseDelayMs: number; maxDelayMs: number };
  /** Changes (POST, PUT, PATCH, DELETE) one signed-in user may make per window. */
  writeLimit: { max: number; windowMs: number };
  /** The built web app, served at `/`; absent in development, where Vite serves it. */
  webDistDir: string;
  /** Redis for broadcasts, presence and limits shared by several instances; keys start with the prefix. */
  redis: { url: string; prefix: string } | null;
  /** An S3-compatible bucket for media instead of DATA_DIR/media. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** How long a call rings before it ends as missed. */
  callRingTimeoutMs: number;
  /**
   * A chat socket catching up (a reconnect's `?after`, a gap in the bus) reads this many
   * messages at a time, each page once the last is sent; a failed read is tried again after the
   * delay, and while Redis is unreachable sockets read what other instances stored as often.
   */
  chatCatchUp: { pageSize: number; retryMs: number };
  /**
   * A chat's 'New message' entries are written at most once in this interval (per instance): the
   * first message of a quiet chat at once, those sent within the interval after it together at
   * its end (docs/decisions.md, "A busy chat's bell, paced"). 0 writes them at every message.
   */
  chatNotificationIntervalMs: number;
  /** Hand-ins through the student link per client address and window. */
  handInRateLimit: { windowMs: number; perAddress: number };
  /** Calendar feed fetches per window: per feed address, and per client address (calendar services fetch many feeds from few addresses). */
  calendarFeedRateLimit: { windowMs: number; perToken: number; perAddress: number };
  /** Text fields every multipart form may carry, and the size of each; files are limited by each route. */
  multipart: { maxFields: number; maxFieldBytes: number };
  /** Partial uploads older than this, left by a stopped process, are deleted at start. */
  partialUploadMaxAgeMs: number;
  /** STUN and TURN servers for calls; none is needed on one network. */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** A TURN server sharing a secret with Homeroom (coturn `use-auth-secret`): each user gets credentials valid for ttlSeconds. */
  turn: TurnRestConfig | null;
  /**
   * Signed media addresses: the secret (generated into DATA_DIR when unset) and how long an
   * address lasts, for children's media and for adults' profile pictures.
   */
  media: { signingSecret: string | undefined; urlTtlSeconds: number; profileUrlTtlSeconds: number };
  /** Limits of the live sockets (infra/realtime/socket-guard.ts). */
  sockets: SocketLimits;
  mail: MailSettings;
  /** A stop (SIGTERM) ends the process within this long, whatever is down. */
  shutdownTimeoutMs: number;
  /**
   * Web Push: the VAPID keys (generated into DATA_DIR when unset), the contact push services
   * see, and whether endpoints may be plain http or private addresses (tests only).
   */
  push: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; vapidSubject: string; allowPrivateEndpoints: boolean };
}

export interface RetentionSettings {
  archivedClassDays: number;
  chatMessageDays: number | null;
  notificationDays: number;
}

export interface SocketLimits {
  maxFrameBytes: number;
  pingMs: number;
  pongTimeoutMs: number;
  maxBufferedBytes: number;
  chatRate: { perSecond: number; burst: number };
  callRate: { perSecond: number; burst: number };
  /** How often open sockets' tokens are checked again, should a revocation message be missed. */
  sessionCheckMs: number;
}

export interface MailSettings {
  /** Retries wait this long, doubling up to the longest delay, for as long as `retryForMs` after the mail was queued. */
  retryFirstDelayMs: number;
  retryMaxDelayMs: number;
  retryForMs: number;
  /** How long a message being sent stays with its sender before another instance may take it; renewed while sending. */
  claimLeaseMs: number;
  /** On stop, how long the outbox may spend sending what is due. */
  flushOnStopMs: number;
  /** SMTP waits (RFC 5321 §4.5.3.2): connecting, the greeting, and any reply, the final one of DATA included. */
  smtpConnectionTimeoutMs: number;
  smtpGreetingTimeoutMs: number;
  smtpReplyTimeoutMs: number;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the configuration from environment variables, or throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(setVariables);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems: string[] = [];
  if (vars.REDIS_URL && !vars.DATABASE_URL) {
    problems.push('REDIS_URL: several instances need a shared PostgreSQL: set DATABASE_URL too (the embedded database serves one process)');
  }
  const s3Variables = [vars.S3_ENDPOINT, vars.S3_BUCKET, vars.S3_ACCESS_KEY_ID, vars.S3_SECRET_ACCESS_KEY];
  if (s3Variables.some(Boolean) && !s3Variables.every(Boolean)) {
    problems.push('S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  if (Boolean(vars.TURN_URLS) !== Boolean(vars.TURN_SECRET)) {
    problems.push('TURN_URLS, TURN_SECRET: set both together (the TURN server and the secret it shares with Homeroom)');
  }
  if (vars.REDIS_URL && !vars.MEDIA_SIGNING_SECRET) {
    problems.push('REDIS_URL: several instances must sign media addresses alike: set the same MEDIA_SIGNING_SECRET on each (each would otherwise generate its own)');
  }
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both together (e.g. from `npx web-push generate-vapid-keys`), or neither to generate them into DATA_DIR');
  }
  if (vars.WORKERS > 1 && !vars.REDIS_URL) {
    problems.push(
      'WORKERS: several workers share broadcasts, presence and limits through Redis, as several instances do: set REDIS_URL (with DATABASE_URL), or WORKERS=1',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    workers: vars.WORKERS,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL, preparedStatements: vars.DATABASE_PREPARED_STATEMENTS }
      : {
          kind: 'pglite',
          dataDir: path.join(dataDir, 'db'),
          fsync: vars.DATABASE_FSYNC,
          ...(vars.DATABASE_THREAD === undefined ? {} : { thread: vars.DATABASE_THREAD }),
        },
    databaseTimeouts: {
      connectMs: vars.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      statementMs: vars.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
      idleInTransactionMs: vars.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
      waitMs: vars.DATABASE_WAIT_TIMEOUT_SECONDS * 1000,
    },
    backups: {
      dir: vars.BACKUP_DIR ? path.resolve(vars.BACKUP_DIR) : path.join(dataDir, 'backups'),
      intervalMs: vars.BACKUP_INTERVAL_HOURS * 3_600_000,
      keep: vars.BACKUP_KEEP,
    },
    retention: {
      archivedClassDays: vars.RETENTION_ARCHIVED_CLASS_DAYS,
      chatMessageDays: vars.RETENTION_CHAT_MESSAGE_DAYS ?? null,
      notificationDays: vars.RETENTION_NOTIFICATION_DAYS,
    },
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    corsOrigins: vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    rateLimit: {
      windowMs: vars.RATE_LIMIT_WINDOW_SECONDS * 1000,
      authPerAddress: vars.RATE_LIMIT_AUTH_PER_ADDRESS,
      authPerEmail: vars.RATE_LIMIT_AUTH_PER_EMAIL,
      inviteCodePerUser: vars.RATE_LIMIT_INVITE_CODE_PER_USER,
      guardianInvitesPerUser: vars.RATE_LIMIT_GUARDIAN_INVITES_PER_USER,
    },
    passwordChangeRecentLoginMs: vars.PASSWORD_CHANGE_RECENT_LOGIN_SECONDS * 1000,
    writeLimit: { max: vars.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: 60_000 },
    inviteCodePerAddress: vars.RATE_LIMIT_INVITE_CODE_PER_ADDRESS,
    maxGuardiansPerChild: vars.MAX_GUARDIANS_PER_CHILD,
    loginSlowDown: {
      freeFailures: vars.LOGIN_SLOWDOWN_FREE_FAILURES,
      baseDelayMs: vars.LOGIN_SLOWDOWN_BASE_DELAY_MS,
      maxDelayMs: vars.LOGIN_SLOWDOWN_MAX_DELAY_SECONDS * 1000,
    },
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(vars.WEB_DIST_DIR) : defaultWebDistDir,
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX } : null,
    s3:
      vars.S3_ENDPOINT && vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: vars.S3_ENDPOINT,
            bucket: vars.S3_BUCKET,
            region: vars.S3_REGION,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          }
        : null,
    callRingTimeoutMs: vars.CALL_RING_TIMEOUT_SECONDS * 1000,
    chatCatchUp: { pageSize: vars.CHAT_CATCH_UP_PAGE_SIZE, retryMs: vars.CHAT_CATCH_UP_RETRY_SECONDS * 1000 },
    chatNotificationIntervalMs: vars.CHAT_NOTIFICATION_INTERVAL_SECONDS * 1000,
    handInRateLimit: { windowMs: vars.RATE_LIMIT_WINDOW_SECONDS * 1000, perAddress: vars.RATE_LIMIT_HAND_IN_PER_ADDRESS },
    calendarFeedRateLimit: {
      windowMs: vars.RATE_LIMIT_WINDOW_SECONDS * 1000,
      perToken: vars.RATE_LIMIT_CALENDAR_FEED_PER_TOKEN,
      perAddress: vars.RATE_LIMIT_CALENDAR_FEED_PER_ADDRESS,
    },
    multipart: { maxFields: vars.MULTIPART_MAX_FIELDS, maxFieldBytes: vars.MULTIPART_MAX_FIELD_BYTES },
    partialUploadMaxAgeMs: vars.PARTIAL_UPLOAD_MAX_AGE_HOURS * 3_600_000,
    iceServers: vars.ICE_SERVERS,
    turn:
      vars.TURN_URLS && vars.TURN_SECRET
        ? {
            urls: vars.TURN_URLS.split(',')
              .map((url) => url.trim())
              .filter(Boolean),
            secret: vars.TURN_SECRET,
            ttlSeconds: vars.TURN_TTL_SECONDS,
          }
        : null,
    media: {
      signingSecret: vars.MEDIA_SIGNING_SECRET,
      urlTtlSeconds: vars.MEDIA_URL_TTL_SECONDS,
      profileUrlTtlSeconds: vars.MEDIA_PROFILE_URL_TTL_SECONDS,
    },
    sockets: {
      maxFrameBytes: vars.SOCKET_MAX_FRAME_BYTES,
      pingMs: vars.SOCKET_PING_SECONDS * 1000,
      pongTimeoutMs: vars.SOCKET_PONG_TIMEOUT_SECONDS * 1000,
      maxBufferedBytes: vars.SOCKET_MAX_BUFFERED_BYTES,
      chatRate: { perSecond: vars.SOCKET_CHAT_MESSAGES_PER_SECOND, burst: vars.SOCKET_CHAT_MESSAGE_BURST },
      callRate: { perSecond: vars.SOCKET_CALL_MESSAGES_PER_SECOND, burst: vars.SOCKET_CALL_MESSAGE_BURST },
      sessionCheckMs: vars.SOCKET_SESSION_CHECK_SECONDS * 1000,
    },
    mail: {
      retryFirstDelayMs: vars.MAIL_RETRY_FIRST_DELAY_SECONDS * 1000,
      retryMaxDelayMs: vars.MAIL_RETRY_MAX_DELAY_SECONDS * 1000,
      retryForMs: vars.MAIL_RETRY_FOR_HOURS * 3_600_000,
      claimLeaseMs: vars.MAIL_CLAIM_LEASE_SECONDS * 1000,
      flushOnStopMs: vars.MAIL_FLUSH_ON_STOP_SECONDS * 1000,
      smtpConnectionTimeoutMs: vars.SMTP_CONNECTION_TIMEOUT_SECONDS * 1000,
      smtpGreetingTimeoutMs: vars.SMTP_GREETING_TIMEOUT_SECONDS * 1000,
      smtpReplyTimeoutMs: vars.SMTP_REPLY_TIMEOUT_SECONDS * 1000,
    },
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    push: {
      vapidPublicKey: vars.VAPID_PUBLIC_KEY,
      vapidPrivateKey: vars.VAPID_PRIVATE_KEY,
      vapidSubject: vars.VAPID_SUBJECT ?? defaultVapidSubject(vars.MAIL_FROM, vars.PUBLIC_URL),
      allowPrivateEndpoints: vars.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    },
  };
}

/** Whom push services may write to about this server: the mail sender's address, else postmaster of the public host. */
function defaultVapidSubject(mailFrom: string, publicUrl: string | undefined): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^<>\s]+@[^<>\s]+$/.exec(mailFrom.trim())?.[0];
  if (address) return `mailto:${address}`;
  const host = publicUrl ? new URL(publicUrl).hostname : 'homeroom.local';
  return `mailto:postmaster@${host}`;
}
