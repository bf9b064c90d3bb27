import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A queued mail as the outbox hands it over: its row id and the Message-ID every attempt carries. */
export type QueuedMail = OutgoingMail & { id: number; messageId: string };

/** Hands one message to the outside world; throws when it could not. */
export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/** How long the SMTP client waits at each step before it gives the attempt up (the outbox retries later). */
export interface SmtpTimeouts {
  smtpConnectionTimeoutMs: number;
  smtpGreetingTimeoutMs: number;
  smtpReplyTimeoutMs: number;
}

/** A new Message-ID in the sender's domain, as RFC 5322 §3.6.4 asks. */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'homeroom.local';
  return `<${randomUUID()}@${domain}>`;
}

/** Real delivery through an SMTP server. */
export function createSmtpTransport(smtpUrl: string, from: string, timeouts: SmtpTimeouts): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.smtpConnectionTimeoutMs,
    greetingTimeout: timeouts.smtpGreetingTimeoutMs,
    // Idle time before the client gives up on a reply; RFC 5321 lets the server take 10 minutes for the final "." of DATA.
    socketTimeout: timeouts.smtpReplyTimeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
    },
    close: () => transporter.close(),
  };
}

/** A link for a log line: its page without the secret that follows, which only the recipient may hold. */
export function linkWithoutSecret(link: string): string {
  const url = new URL(link);
  const page = url.pathname.split('/').filter(Boolean)[0];
  return page ? `${url.origin}/${page}/…` : url.origin;
}

/**
 * Without a mail server, each message becomes an `.eml` file that any mail program opens. A log
 * line says which file holds the mail and which page its link leads to; the link itself carries
 * secrets (verification, reset) and stays in the file, as the recipient's address stays out of
 * logs below debug level.
 */
export function createFileTransport(outboxDir: string, from: string, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${String(mail.id).padStart(6, '0')}-${Date.now()}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.debug({ mailId: mail.id, to: mail.to }, 'mail recipient');
      log.info(
        { mailId: mail.id, subject: mail.subject, file, page: link ? linkWithoutSecret(link) : undefined },
        'mail written to the outbox folder: its link is in the .eml file',
      );
    },
    close: () => composer.close(),
  };
}
