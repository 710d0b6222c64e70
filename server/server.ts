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
import { observeRequests, type RequestLogLine } from './http/request-log';
import { createMailModule } from './mail/mail.module';
import { attachMapImageStore, createMapImageStore } from './map-images/map-image-store';
import { mapImageRoutes } from './map-images/map-images.route';
import { createServerMetrics, type ServerMetrics } from './metrics/metrics';
import { metricsRoute } from './metrics/metrics.route';

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
  /** The server's metrics (tests read them); a new registry if unset. */
  metrics?: ServerMetrics;
  /** Where the one log line per request goes (`npm start`: standard output); none if unset. */
  requestLog?: (line: RequestLogLine) => void;
}

/** Every route module of the server, in the order they are matched. */
export async function serverRoutes(
  parts: ServerParts & { metrics: ServerMetrics },
): Promise<HttpRoute[]> {
  const mail = createMailModule(parts);
  // `auth.verifyToken` is the one token check, for /graphql too.
  const auth = createAuthModule({ ...parts, mailer: mail.mailer });
  const graphql = await createGraphqlModule({
    config: parts.config,
    database: parts.database,
    verifyToken: auth.verifyToken,
    metrics: parts.metrics,
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
  const metrics = metricsRoute({ metrics: parts.metrics, token: parts.config.metricsToken });
  return [...auth.routes, ...mail.routes, graphql, ...mapImages, metrics];
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
  const metrics = parts.metrics ?? createServerMetrics();
  if (parts.database.pool) metrics.watchPool(parts.database.pool);
  const app = observeRequests(
    createApp({
      config: parts.config,
      distDir: parts.distDir,
      routes: await serverRoutes({ ...parts, metrics }),
    }),
    { metrics, log: parts.requestLog },
  );
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
