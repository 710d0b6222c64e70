/**
 * The mails that carry one-time codes. The server has no UI language, so each mail says it in
 * English and Norwegian (bokmål), short enough to read on a lock screen.
 */
import type { OutgoingMail } from './mailer';

export type CodeMailPurpose = 'sign-up' | 'password-reset';

const SUBJECTS: Record<CodeMailPurpose, string> = {
  'sign-up': 'Map Game: confirm your e-mail / bekreft e-posten din',
  'password-reset': 'Map Game: reset your password / nytt passord',
};

export function codeMail(
  purpose: CodeMailPurpose,
  to: string,
  code: string,
  validHours: number,
): OutgoingMail {
  const text = [
    `Your code: ${code}`,
    `Din kode: ${code}`,
    '',
    `It is valid for ${validHours} hour${validHours === 1 ? '' : 's'}. / Den gjelder i ${validHours} ${validHours === 1 ? 'time' : 'timer'}.`,
    'If you did not ask for it, ignore this mail. / Har du ikke bedt om den, kan du se bort fra denne e-posten.',
  ].join('\n');
  return { to, subject: SUBJECTS[purpose], text, code };
}
