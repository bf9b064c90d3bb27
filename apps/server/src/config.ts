import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every environment variable Homeroom reads, parsed once at boot. README.md and .env.example
 * document the same list; a wrong value stops the process with every problem listed.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
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
  WEB_DIST_DIR: z.string().optional(),
  REDIS_URL: z.url().optional(),
  REDIS_PREFIX: z.string().default('homeroom:'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CALL_RING_TIMEOUT_SECONDS: z.coerce.number().positive().default(45),
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
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** The address users reach Homeroom at: links in e-mails and media URLs start with it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimit: { windowMs: number; authPerAddress: number; authPerEmail: number; inviteCodePerUser: number };
  /** The built web app, served at `/`; absent in development, where Vite serves it. */
  webDistDir: string;
  /** Redis for broadcasts, presence and limits shared by several instances; keys start with the prefix. */
  redis: { url: string; prefix: string } | null;
  /** An S3-compatible bucket for media instead of DATA_DIR/media. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** How long a call rings before it ends as missed. */
  callRingTimeoutMs: number;
  /** STUN and TURN servers for calls; none is needed on one network. */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
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
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
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
    iceServers: vars.ICE_SERVERS,
  };
}
