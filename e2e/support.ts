import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, WebSocketRoute } from '@playwright/test';

let counter = 0;

/** An address no other test uses. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

/** Saves a full-page picture under e2e/screenshots/ to look at after the run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A full-page picture from the top, so the sticky navigation bar sits where it belongs. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** A switch on the sockets of a page or context: `cut` drops them and refuses new ones until `restore`. */
export interface SocketSwitch {
  /** How many sockets have been let through so far. */
  count(): number;
  cut(): Promise<void>;
  restore(): void;
}

/** Routes the sockets to `url` through a switch the test can flip, as a network that drops would. */
export async function routeSocketsThroughSwitch(
  target: Page | BrowserContext,
  url: RegExp,
): Promise<SocketSwitch> {
  let isNetworkDown = false;
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await target.routeWebSocket(url, (socket) => {
    if (isNetworkDown) {
      void socket.close({ code: 4000, reason: 'network down' });
      return;
    }
    sockets.push({ page: socket, server: socket.connectToServer() });
  });
  return {
    count: () => sockets.length,
    async cut() {
      isNetworkDown = true;
      for (const { page, server } of sockets) {
        await page.close({ code: 4000, reason: 'network down' }).catch(() => {});
        await server.close().catch(() => {});
      }
    },
    restore() {
      isNetworkDown = false;
    },
  };
}

/**
 * Without SMTP the server writes each mail as an .eml file to DATA_DIR/outbox; this finds the
 * newest one to that address containing `linkPrefix`, and answers that link.
 */
export async function findMailedLink(to: string, linkPrefix: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  const escaped = linkPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(decoded)) continue;
      const link = new RegExp(`${escaped}[^\\s"<]+`).exec(decoded)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link starting ${linkPrefix}`);
}
