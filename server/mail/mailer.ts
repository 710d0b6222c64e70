/**
 * Where the server's mail goes: with SMTP_URL, out through nodemailer; without it, into the dev
 * outbox (see dev-outbox.ts). The user pool only knows `Mailer`.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code inside `text`: the dev outbox prints it on the log line. */
  code?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** nodemailer's transport: an SMTP URL, or (in tests) an object with `send(mail, callback)`. */
export type MailTransport = Parameters<typeof nodemailer.createTransport>[0];

export function createSmtpMailer(transport: MailTransport, from: string): Mailer {
  const transporter = nodemailer.createTransport(transport);
  return {
    async send({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
  };
}
