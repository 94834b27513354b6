import type { Kysely } from 'kysely';
import { storeMail } from '../db/queries/dev-mailbox.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from './mail-message.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set; otherwise the development mailbox at /dev/mailbox. */
export function createMailer(
  db: Kysely<Database>,
  { smtpUrl, mailFrom }: { smtpUrl: string | undefined; mailFrom: string },
): Mailer {
  if (smtpUrl) return smtpMailer(smtpUrl, mailFrom);
  return {
    async send(message) {
      await storeMail(db, message);
    },
  };
}
