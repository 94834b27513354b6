import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { listMail } from '../db/queries/dev-mailbox.ts';
import type { Database } from '../db/schema.ts';
import { escapeHtml } from '../mail/templates.ts';

/**
 * /dev/mailbox: every mail the product sent, newest first, as a page and as JSON. Mounted only
 * outside production; mail bodies are shown as escaped text, never as markup.
 */
export function mailboxRoutes(db: Kysely<Database>) {
  return new Hono()
    .get('/mailbox.json', async (c) => {
      const mails = await listMail(db);
      return c.json(mails.map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt })));
    })
    .get('/mailbox', async (c) => {
      const mails = await listMail(db);
      const items = mails
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} at ${escapeHtml(mail.sentAt)}</p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
        )
        .join('\n');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#161a22}
article{border:1px solid #dde1e8;border-radius:10px;padding:12px 16px;margin:12px 0}h2{font-size:16px;margin:0}
.meta{color:#535c6b;font-size:12px}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Development mailbox</h1><p>${mails.length ? `${mails.length} mails, newest first.` : 'No mail has been sent yet.'}</p>${items}</body></html>`);
    });
}
