import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A file a mail carries: `source` names what makes it (a renderer the API registers under `source.kind`, e.g. the
 * receipt of an order), or `base64` holds small bytes as they are.
 */
export type MailAttachmentSpec = {
  filename: string;
  contentType: string;
  source?: { kind: string; [key: string]: string | number | boolean };
  base64?: string;
};

/**
 * Transactional outbox of mails: a mail is written in the same transaction as the change that causes it,
 * then sent by the dispatcher. A crash between the two never loses the mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // Files sent with the mail (issue 19: the receipt PDF of the completion mail), made when the mail leaves from
    // what is named here, so the row stays small and a retry sends the same file; emptied with the body once sent.
    attachments: jsonb('attachments').$type<MailAttachmentSpec[]>(),
    status: varchar('status', { length: 10 }).notNull().default('pending').$type<'pending' | 'sending' | 'sent' | 'failed'>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
