import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, good enough to find links in. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on a loopback port (a given one, to bring a server back where it was) that
 * keeps what it receives.
 */
export async function startSmtpInbox(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  /** Every message whose data arrived, refused ones included, in order. */
  const attempts: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refuseNext = 0;
  let finalReplyDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const finish = async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, decoded: decodeQuotedPrintable(raw) };
        attempts.push(mail);
        if (finalReplyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, finalReplyDelayMs));
        if (refuseNext > 0) {
          refuseNext -= 1;
          // As real servers do, the reply names the mailbox.
          callback(Object.assign(new Error(`Mailbox <${mail.to.join(', ')}> busy, try later`), { responseCode: 451 }));
          return;
        }
        received.push(mail);
        waiters.splice(0).forEach((wake) => wake());
        callback();
      };
      stream.on('end', () => void finish());
    },
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    attempts,
    /** Makes the server take this long to answer the final "." of each message. */
    delayFinalReply(ms: number) {
      finalReplyDelayMs = ms;
    },
    /** Makes the server answer the next n messages with a temporary failure. */
    refuseNext(count: number) {
      refuseNext = count;
    },
    /** Resolves with the first mail to that address (containing that text, if given), waiting up to `timeoutMs`. */
    async waitForMail(to: string, containing = '', timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((message) => message.to.includes(to) && message.decoded.includes(containing));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first address in a mail that starts with `prefix`. */
export function findLink(mail: ReceivedMail, prefix: string): string {
  const link = mail.decoded.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<]+`))?.[0];
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.decoded}`);
  return link;
}
