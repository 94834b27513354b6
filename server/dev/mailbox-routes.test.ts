import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/create-mailer.ts';
import { renderMail } from '../mail/templates.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('/dev/mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists every mail sent without SMTP, newest first, as JSON items', async () => {
    const mailer = createMailer(server.db, { smtpUrl: undefined, mailFrom: 'no-reply@chainforge.dev' });
    for (const subject of ['First', 'Second <script>alert(1)</script>']) {
      await mailer.send(
        renderMail({
          to: 'member@example.com',
          subject,
          heading: subject,
          lines: ['Hello'],
          code: '654321',
          footer: 'Bye',
        }),
      );
    }
    const answer = await fetch(`${server.url}/dev/mailbox.json`);
    expect(answer.status).toBe(200);
    const items = (await answer.json()) as { id: string; to: string; subject: string; text: string; sentAt: string }[];
    expect(items.map((item) => item.subject)).toEqual(['Second <script>alert(1)</script>', 'First']);
    expect(items[0]).toMatchObject({ to: 'member@example.com' });
    expect(items[0]?.text).toContain('654321');
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'sentAt', 'subject', 'text', 'to']);
  });

  it('shows them on a page with every text escaped', async () => {
    const page = await (await fetch(`${server.url}/dev/mailbox`)).text();
    expect(page).toContain('Development mailbox');
    expect(page).toContain('&#60;script&#62;');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({
      config: { nodeEnv: 'production', isProduction: true, allowedOrigins: ['https://www.example.com'] },
    });
    try {
      expect((await fetch(`${production.url}/dev/mailbox.json`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
