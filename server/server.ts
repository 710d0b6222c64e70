/**
 * The composition root of the server: configuration, database and the route modules, behind one
 * `node:http` server. `npm start`, the tests and the benchmarks all start the server this way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWTVerifyGetKey } from 'jose';
import { createAuthModule } from './auth/auth.module';
import type { Clock } from './auth/clock';
import type { PasswordHasher } from './auth/password-hasher';
import type { SigningKeyStore } from './auth/signing-keys';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { createApp } from './http/app';
import { TIMEOUT_OPTIONS, capConnections } from './http/connection-guard';
import type { HttpRoute } from './http/route';
import { createGraphqlModule } from './graphql/graphql.module';
import { createMailModule } from './mail/mail.module';
import { attachMapImageStore, createMapImageStore } from './map-images/map-image-store';
import { mapImageRoutes } from './map-images/map-images.route';

export interface ServerParts {
  config: ServerConfig;
  database: Database;
  distDir: string;
  /** The clock of tokens, codes and the throttle (epoch ms); tests move it. System clock if unset. */
  clock?: Clock;
  /** The embedded user pool's signing key; the key file under DATA_DIR if unset. */
  signingKeys?: SigningKeyStore;
  /** A hosted Cognito pool's keys instead of its published JWKS (tests only). */
  hostedPoolKeys?: JWTVerifyGetKey;
  /** The embedded pool's password hasher (tests count its checks); argon2id if unset. */
  passwords?: PasswordHasher;
}

/** Every route module of the server, in the order they are matched. */
export async function serverRoutes(parts: ServerParts): Promise<HttpRoute[]> {
  const mail = createMailModule(parts);
  // `auth.verifyToken` is the one token check, for /graphql too.
  const auth = createAuthModule({ ...parts, mailer: mail.mailer });
  const graphql = await createGraphqlModule({
    config: parts.config,
    database: parts.database,
    verifyToken: auth.verifyToken,
    ...(parts.clock ? { clock: parts.clock } : {}),
  });
  // Uploaded map images under DATA_DIR; the map resolvers find the store by their database.
  const mapImageStore = createMapImageStore(parts.config.dataDir);
  await mapImageStore.removeIncoming();
  attachMapImageStore(parts.database.db, mapImageStore);
  const clock = parts.clock;
  const mapImages = mapImageRoutes({
    store: mapImageStore,
    verifyToken: auth.verifyToken,
    ...(clock ? { now: () => new Date(clock()) } : {}),
  });
  return [...auth.routes, ...mail.routes, graphql, ...mapImages];
}

export interface RunningServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0 for any free one) on `host` and serves everything, with the connection
 * caps of the configuration and short header and request timeouts.
 */
export async function listen(
  parts: ServerParts,
  port: number,
  host?: string,
): Promise<RunningServer> {
  const app = createApp({
    config: parts.config,
    distDir: parts.distDir,
    routes: await serverRoutes(parts),
  });
  const server = http.createServer(TIMEOUT_OPTIONS, (req, res) => void app(req, res));
  capConnections(server, parts.config.connections, parts.config.trustProxy);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host ?? 'localhost'}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
