/**
 * The dev outbox: mail that would have been sent, kept for developers and the browser tests when
 * no SMTP_URL is set. Each mail is printed on the server log as one line (to, subject, code) and
 * kept in memory (the newest 1000) for `GET /dev/outbox`. In memory on purpose: codes never reach
 * the database in clear, and a restart (which also ends an e2e run) forgets them; the browser
 * tests run one server process, so they read what it sent.
 */
import type { Mailer, OutgoingMail } from './mailer';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

export interface DevOutbox extends Mailer {
  /** Mails sent to `to` (any case), or all mails; oldest first. */
  list(to?: string): OutboxMail[];
}

export const DEV_OUTBOX_CAPACITY = 1000;

export function createDevOutbox(
  options: { clock?: () => number; log?: (line: string) => void } = {},
): DevOutbox {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const mails: OutboxMail[] = [];
  return {
    send({ to, subject, text, code }: OutgoingMail) {
      mails.push({ to, subject, text, sentAt: new Date(clock()).toISOString() });
      if (mails.length > DEV_OUTBOX_CAPACITY) mails.splice(0, mails.length - DEV_OUTBOX_CAPACITY);
      log(`[dev outbox] to=${to} subject=${JSON.stringify(subject)} code=${code ?? '-'}`);
      return Promise.resolve();
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? mails.filter((mail) => mail.to.toLowerCase() === wanted) : [...mails];
    },
  };
}
