/** Mail for the server: SMTP when SMTP_URL is set, else the dev outbox and its route. */
import type { ServerConfig } from '../config';
import type { HttpRoute } from '../http/route';
import { createDevOutbox, type DevOutbox } from './dev-outbox';
import { devOutboxRoutes } from './dev-outbox.routes';
import { createSmtpMailer, type Mailer } from './mailer';

export interface MailModule {
  mailer: Mailer;
  /** The dev outbox, when mail goes there. */
  outbox: DevOutbox | undefined;
  routes: HttpRoute[];
}

export function createMailModule(parts: {
  config: ServerConfig;
  clock?: () => number;
}): MailModule {
  const { config } = parts;
  if (config.smtpUrl) {
    return {
      mailer: createSmtpMailer(config.smtpUrl, config.mailFrom),
      outbox: undefined,
      routes: devOutboxRoutes({ outbox: undefined, production: config.production }),
    };
  }
  const outbox = createDevOutbox({ clock: parts.clock });
  return {
    mailer: outbox,
    outbox,
    routes: devOutboxRoutes({ outbox, production: config.production }),
  };
}
