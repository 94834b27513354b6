import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail-message.ts';

/**
 * Mail over SMTP, when SMTP_URL names a server (`smtp://user:pass@host:587`, `smtps://...` for
 * implicit TLS). nodemailer speaks the protocol; we only hand it complete messages.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close: () => transport.close(),
  };
}
