import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

import type { MailAttachmentSpec } from '@portal/db/schema/mail-outbox';

/** A mail as it is enqueued: its files are named (the outbox keeps the names), not carried. */
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachmentSpec[] };
export type MailFile = { filename: string; contentType: string; content: Buffer };
/** A mail as it leaves, its files made. */
export type OutgoingMail = Omit<Mail, 'attachments'> & { attachments?: MailFile[] };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to <DATA_DIR>/outbox/*.eml (a real RFC 822
 * message made by nodemailer's stream transport) and its links are logged, so a local run needs no mail server.
 * In production mode the links (reset and verification tokens) and the recipient stay out of the log: only
 * that a mail went to the outbox folder instead of being sent.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  production?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      // The recipient in the name helps a local run find its mail; in production the name is logged, so it goes.
      const safeTo = opts.production ? 'mail' : mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.outboxDir, `${Date.now()}-${process.hrtime.bigint().toString(36)}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      if (opts.production) {
        opts.log.warn({ subject: mail.subject, file }, 'mail written to the outbox folder, not sent: SMTP_URL is unset');
        return;
      }
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info(
        { to: mail.to, subject: mail.subject, file, links },
        'mail written to the outbox folder (SMTP_URL unset); its links, for a local run',
      );
    },
  };
}
