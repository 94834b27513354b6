import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { newOrderedId } from '../ids.ts';

export interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function storeMail(
  db: Kysely<Database>,
  mail: Omit<MailboxItem, 'id' | 'sentAt'>,
  now = new Date(),
): Promise<MailboxItem> {
  const item = { ...mail, id: newOrderedId('mail', now), sentAt: now.toISOString() };
  await db
    .insertInto('dev_mailbox')
    .values({
      id: item.id,
      to_address: item.to,
      subject: item.subject,
      text_body: item.text,
      html_body: item.html,
      sent_at: item.sentAt,
    })
    .execute();
  return item;
}

/** Newest first. */
export async function listMail(db: Kysely<Database>, limit = 200): Promise<MailboxItem[]> {
  const rows = await db
    .selectFrom('dev_mailbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sentAt: row.sent_at,
  }));
}
