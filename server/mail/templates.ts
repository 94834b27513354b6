import type { MailMessage } from './mail-message.ts';

/** Mail and mailbox text as HTML: every character that could open markup as a numeric entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A short mail with one call to action: the same words in the text and the HTML part. */
export function renderMail(input: {
  to: string;
  subject: string;
  heading: string;
  lines: string[];
  code?: string;
  footer: string;
}): MailMessage {
  const text = [input.heading, '', ...input.lines, ...(input.code ? ['', input.code] : []), '', input.footer].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#161a22">
<h1 style="font-size:18px">${escapeHtml(input.heading)}</h1>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${input.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(input.code)}</p>` : ''}
<p style="color:#535c6b;font-size:12px">${escapeHtml(input.footer)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
