import WebSocket from 'ws';

/** A chat socket that is ready: the server has checked it and subscribed it to its group. */
export interface ChatClient {
  socket: WebSocket;
  onMessage(handler: (message: { type?: string; message?: string; id?: number }) => void): void;
  close(): void;
  /** What went wrong after set-up, to explain a lost message: error frames and an early close. */
  troubles: string[];
}

/**
 * Opens a chat socket and resolves once the server has set it up. Homeroom handles a socket's
 * messages only after its checks, and answers a malformed one with an error: that answer is the
 * sign it is ready (the reference answers alike).
 */
export function openChatClient(url: string, timeoutMs = 30_000): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const handlers: ((message: { type?: string; message?: string }) => void)[] = [];
    const troubles: string[] = [];
    let ready = false;
    let closing = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no answer from ${url}`));
    }, timeoutMs);
    socket.on('open', () => socket.send('{}'));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type?: string; message?: string };
      if (!ready && message.type === 'error') {
        ready = true;
        clearTimeout(timer);
        resolve({
          socket,
          onMessage: (handler) => handlers.push(handler),
          close: () => {
            closing = true;
            socket.terminate();
          },
          troubles,
        });
        return;
      }
      if (message.type === 'error') troubles.push(`error frame: ${String(data)}`);
      for (const handler of handlers) handler(message);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${url} closed with ${code}`));
      else if (!closing) troubles.push(`closed before the end: ${code} ${String(reason)}`);
    });
  });
}

/** Opens the sockets, `concurrency` at a time; answers those opened and how many failed. */
export async function openMany(urls: string[], concurrency: number): Promise<{ clients: ChatClient[]; failures: number; firstError?: string }> {
  const clients: ChatClient[] = [];
  let failures = 0;
  let firstError: string | undefined;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next] as string;
        next += 1;
        try {
          clients.push(await openChatClient(url));
        } catch (error) {
          failures += 1;
          firstError ??= String(error);
        }
      }
    }),
  );
  return { clients, failures, firstError };
}

export const wsOrigin = (origin: string) => origin.replace(/^http/, 'ws');
