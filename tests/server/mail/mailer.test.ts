import { describe, expect, it } from 'vitest';
import { codeMail } from '../../../server/mail/code-mail';
import { createSmtpMailer, type MailTransport } from '../../../server/mail/mailer';

interface Sent {
  from: string;
  to: string;
  subject: string;
  raw: string;
}

/** A nodemailer transport that keeps the mail instead of sending it. */
function memoryTransport(sent: Sent[]): MailTransport {
  return {
    name: 'memory',
    version: '1',
    send(mail, done) {
      mail.message.build((error, raw) => {
        if (error) return done(error, undefined);
        const data = mail.data as { from: string; to: string; subject: string };
        sent.push({
          from: data.from,
          to: data.to,
          subject: data.subject,
          raw: raw.toString('utf8'),
        });
        done(null, { envelope: mail.message.getEnvelope(), messageId: 'memory' });
      });
    },
  } as MailTransport;
}

describe('mail over SMTP (nodemailer)', () => {
  it('sends the code mail from MAIL_FROM', async () => {
    const sent: Sent[] = [];
    const mailer = createSmtpMailer(memoryTransport(sent), 'Map Game <no-reply@example.org>');
    await mailer.send(codeMail('sign-up', 'kari@example.com', '042517', 24));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'Map Game <no-reply@example.org>',
      to: 'kari@example.com',
      subject: 'Map Game: confirm your e-mail / bekreft e-posten din',
    });
    expect(sent[0]?.raw).toContain('Your code: 042517');
  });
});

describe('the code mails', () => {
  it('say the code and how long it lasts in English and Norwegian', () => {
    const mail = codeMail('password-reset', 'ola@example.com', '123456', 1);
    expect(mail).toMatchObject({ to: 'ola@example.com', code: '123456' });
    expect(mail.text).toContain('Your code: 123456\nDin kode: 123456');
    expect(mail.text).toContain('It is valid for 1 hour. / Den gjelder i 1 time.');
    expect(codeMail('sign-up', 'x@example.com', '1', 24).text).toContain(
      'It is valid for 24 hours. / Den gjelder i 24 timer.',
    );
  });
});
