import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msFetch } from '../membership/testing/client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('with SMTP_URL set, the membership service mails over SMTP', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the reset code there, with a text and an HTML part, and not to the development mailbox', async () => {
    const answer = await msFetch(server, '/auth/send-reset-password-email', {
      body: { email: 'supply@chainforge.dev' },
    });
    expect(answer.status).toBe(200);
    const deadline = Date.now() + 5000;
    while (!received.some((raw) => raw.includes('supply@chainforge.dev')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mail = received.find((raw) => raw.includes('supply@chainforge.dev'));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/Content-Type: text\/plain/i);
    expect(mail).toMatch(/Content-Type: text\/html/i);
    expect(mail).toMatch(/\b\d{6}\b/);
    const mailbox = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as unknown[];
    expect(mailbox).toEqual([]);
  });
});
