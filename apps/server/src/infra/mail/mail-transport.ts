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

/** Hands one message to the outside world; throws when it could not. */
export interface MailTransport {
  send(mail: OutgoingMail & { id: number }): Promise<void>;
  close(): void;
}

/** Real delivery through an SMTP server. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without a mail server, each message becomes an `.eml` file that any mail program opens, and a
 * log line carries the first link so that a reset or verification can be followed from the log.
 */
export function createFileTransport(outboxDir: string, from: string, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${String(mail.id).padStart(6, '0')}-${Date.now()}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.info({ to: mail.to, subject: mail.subject, file, link }, 'mail written to the outbox folder');
    },
    close: () => composer.close(),
  };
}
