import { E2E_BASE_URL } from './e2e-env';

/** The newest 6-digit code mailed to an address, from the development mailbox. */
export async function latestCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await fetch(`${E2E_BASE_URL}/dev/mailbox.json`)).json()) as { to: string; text: string }[];
    const code = mails.find((mail) => mail.to === to)?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${to}`);
}
