import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp-mailer.ts';
import { renderMail } from './templates.ts';

describe('mail over SMTP, against a real local SMTP server', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message with a text and an HTML part, markup in data escaped', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Chain Forge <no-reply@chainforge.dev>');
    const message = renderMail({
      to: 'member@example.com',
      subject: 'Your code',
      heading: 'Reset your password',
      lines: ['Hello <script>alert(1)</script>'],
      code: '123456',
      footer: 'The code expires in 10 minutes.',
    });
    await mailer.send(message);
    mailer.close();

    const [mail] = received;
    expect(mail?.from).toBe('no-reply@chainforge.dev');
    expect(mail?.to).toEqual(['member@example.com']);
    expect(mail?.raw).toContain('Subject: Your code');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.raw).toContain('123456');
    expect(mail?.raw).not.toContain('<script>alert(1)</script></p>');
    expect(message.html).toContain('&#60;script&#62;');
  });

  it("sends a message's own headers (a list's one-click unsubscribe)", async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Chain Forge <no-reply@chainforge.dev>');
    const message = renderMail({ to: 'list@example.com', subject: 'A reply', heading: 'Hi', lines: [], footer: '.' });
    await mailer.send({
      ...message,
      headers: {
        'List-Unsubscribe': '<https://example.com/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    mailer.close();
    const mail = received.find((item) => item.to.includes('list@example.com'));
    expect(mail?.raw).toContain('List-Unsubscribe: <https://example.com/unsubscribe?token=abc>');
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('reports a server that cannot be reached', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:9', 'no-reply@chainforge.dev');
    await expect(
      mailer.send(renderMail({ to: 'a@b.co', subject: 's', heading: 'h', lines: [], footer: 'f' })),
    ).rejects.toThrow();
    mailer.close();
  });
});
