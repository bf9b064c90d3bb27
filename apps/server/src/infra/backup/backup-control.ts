import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';

/**
 * While a server holds the embedded database, nobody else may open it: `npm run backup` asks
 * the server to write the backup instead, over a Unix socket in DATA_DIR that only the owner of
 * the folder can use. Nothing is exposed to the network; the only request is "back up now", and
 * the answer is the file written.
 */

/** Unix socket paths are limited to about a hundred bytes. */
const MAX_SOCKET_PATH = 100;

type Answer = { file: string } | { error: string };

export async function listenForBackupRequests(
  socketPath: string,
  makeBackup: () => Promise<string>,
): Promise<{ close(): Promise<void> } | null> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return null;
  // We hold the folder's lock: a socket file here is left by a process that died.
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        if (request.length > 64) socket.destroy();
        return;
      }
      if (request.trim() !== 'backup') {
        socket.end(`${JSON.stringify({ error: 'unknown request' } satisfies Answer)}\n`);
        return;
      }
      makeBackup().then(
        (file) => socket.end(`${JSON.stringify({ file } satisfies Answer)}\n`),
        (error: unknown) =>
          socket.end(
            `${JSON.stringify({ error: error instanceof Error ? error.message : String(error) } satisfies Answer)}\n`,
          ),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the server listening on `socketPath` for a backup; answers the file it wrote. */
export async function requestBackup(socketPath: string): Promise<string> {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const parsed = JSON.parse(answer) as Answer;
  if ('error' in parsed) throw new Error(`The server could not write the backup: ${parsed.error}`);
  return parsed.file;
}
