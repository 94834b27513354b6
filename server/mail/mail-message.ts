/** One mail the product sends: always a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers a mail client acts on beside the message's own (List-Unsubscribe); none unless given. */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
