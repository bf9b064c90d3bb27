import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import webPush from 'web-push';

/** Where the generated keys live when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** The server's identity towards push services (RFC 8292): both keys base64url, and whom to contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The configured keys, or the pair kept in DATA_DIR, generated at first start. The file is
 * written aside and linked into place, which fails when it exists: two instances starting
 * together on one DATA_DIR both read the pair that was linked first. Instances on different
 * machines must be given the keys by configuration (docs/deployment.md).
 */
export async function loadVapidKeys(
  configured: { publicKey: string | undefined; privateKey: string | undefined; subject: string },
  dataDir: string,
): Promise<VapidKeys> {
  const { subject } = configured;
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  }
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${JSON.stringify(webPush.generateVAPIDKeys())}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const stored = parseStoredKeys(await readFile(file, 'utf8'));
  if (!stored) {
    throw new Error(
      `${file} holds no usable VAPID keys: restore it, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete it to make new ones (every browser must then subscribe again)`,
    );
  }
  return { ...stored, subject };
}

function parseStoredKeys(content: string): { publicKey: string; privateKey: string } | null {
  try {
    const parsed = JSON.parse(content) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') return null;
    // Checked as web-push will use them, so a broken file stops the start rather than every send.
    webPush.setVapidDetails('mailto:check@example.org', parsed.publicKey, parsed.privateKey);
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  } catch {
    return null;
  }
}
