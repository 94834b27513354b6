// For membership tests: read mail as a person would, from /dev/mailbox.json (newest first).
import type { TestServer } from '../../testing/test-server.ts';

export interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export async function mailTo(server: TestServer, to: string): Promise<MailboxItem[]> {
  const response = await fetch(`${server.url}/dev/mailbox.json`);
  if (response.status !== 200) throw new Error(`/dev/mailbox.json answered ${response.status}`);
  return ((await response.json()) as MailboxItem[]).filter((mail) => mail.to === to);
}

/** The newest mail to the address; fails the test when there is none. */
export async function latestMail(server: TestServer, to: string): Promise<MailboxItem> {
  const [mail] = await mailTo(server, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The 6-digit code in the newest mail to the address. */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const mail = await latestMail(server, to);
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`No code in the mail "${mail.subject}" to ${to}`);
  return code;
}
