/**
 * The dev outbox: without SMTP_URL the code mails are logged and kept for GET /dev/outbox, which
 * answers only a non-production server and a loopback caller.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createDevOutbox } from '../../../server/mail/dev-outbox';
import { devOutboxRoutes } from '../../../server/mail/dev-outbox.routes';
import { authTestServerBeforeAll, startAuthTestServer } from '../auth/support/auth-test-server';
import { PRODUCTION_ENV } from '../support/production-env';

describe('the dev outbox', () => {
  it('keeps mails oldest first, filters by recipient in any case, and logs one line each', async () => {
    const lines: string[] = [];
    let now = Date.parse('2026-11-22T10:00:00Z');
    const outbox = createDevOutbox({ clock: () => now, log: (line) => lines.push(line) });
    await outbox.send({
      to: 'Kari@Example.com',
      subject: 'First',
      text: 'Your code: 111111',
      code: '111111',
    });
    now += 1000;
    await outbox.send({ to: 'ola@example.com', subject: 'Second', text: 'Hello' });
    now += 1000;
    await outbox.send({
      to: 'kari@example.com',
      subject: 'Third',
      text: 'Your code: 333333',
      code: '333333',
    });

    expect(outbox.list('KARI@example.com')).toEqual([
      {
        to: 'Kari@Example.com',
        subject: 'First',
        text: 'Your code: 111111',
        sentAt: '2026-11-22T10:00:00.000Z',
      },
      {
        to: 'kari@example.com',
        subject: 'Third',
        text: 'Your code: 333333',
        sentAt: '2026-11-22T10:00:02.000Z',
      },
    ]);
    expect(outbox.list().map((mail) => mail.subject)).toEqual(['First', 'Second', 'Third']);
    expect(lines).toEqual([
      '[dev outbox] to=Kari@Example.com subject="First" code=111111',
      '[dev outbox] to=ola@example.com subject="Second" code=-',
      '[dev outbox] to=kari@example.com subject="Third" code=333333',
    ]);
  });

  it('keeps only the newest 1000 mails', async () => {
    const outbox = createDevOutbox({ log: () => {} });
    for (let i = 0; i < 1005; i += 1)
      await outbox.send({ to: 'a@example.com', subject: String(i), text: '' });
    const mails = outbox.list();
    expect(mails).toHaveLength(1000);
    expect(mails[0]?.subject).toBe('5');
  });
});

describe('GET /dev/outbox', () => {
  const server = authTestServerBeforeAll();

  it('answers a loopback caller with the mails of the running server', async () => {
    await server.createUser('outbox@example.com');
    const response = await fetch(`${server.url}/dev/outbox?to=OUTBOX@example.com`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = (await response.json()) as { to: string; sentAt: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('outbox@example.com');
    expect(new Date(mails[0]?.sentAt ?? '').toISOString()).toBe(mails[0]?.sentAt);
    expect(await server.outbox('nobody@example.com')).toEqual([]);
  });

  it('is a 404 on a production server, even from loopback', async () => {
    const production = await startAuthTestServer({ ...PRODUCTION_ENV });
    try {
      const response = await fetch(`${production.url}/dev/outbox`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
    } finally {
      await production.close();
    }
  });

  it('is a 404 when mail goes over SMTP', async () => {
    const smtp = await startAuthTestServer({ SMTP_URL: 'smtp://mail.invalid:25' });
    try {
      expect((await fetch(`${smtp.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await smtp.close();
    }
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::5', undefined])(
    'is a 404 for a caller at %s',
    async (remoteAddress) => {
      const outbox = createDevOutbox({ log: () => {} });
      await outbox.send({ to: 'a@example.com', subject: 's', text: 't' });
      const [route] = devOutboxRoutes({ outbox, production: false });
      let status = 0;
      const res = {
        writeHead(code: number) {
          status = code;
          return this;
        },
        end() {},
      } as unknown as ServerResponse;
      const req = { socket: { remoteAddress }, headers: {} } as unknown as IncomingMessage;
      await route?.handle(req, res, new URL('http://x/dev/outbox'));
      expect(status).toBe(404);
    },
  );
});
