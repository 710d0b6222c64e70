/**
 * The server's configuration: environment variables, validated once at start. Each bad value is
 * named with what it should be, and the server refuses to start rather than run half-configured.
 */
import path from 'node:path';
import * as v from 'valibot';
import { proxyListProblem, type ProxyTrust } from './auth/client-address';

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number from 0 to 65535'),
);
const url = (what: string) => v.pipe(v.string(), v.url(`must be ${what}`));
const tileTemplate = v.pipe(
  v.string(),
  v.url('must be a tile URL template'),
  v.regex(/\{z\}/, 'must contain {z}, {x} and {y}'),
  v.regex(/\{x\}/, 'must contain {z}, {x} and {y}'),
  v.regex(/\{y\}/, 'must contain {z}, {x} and {y}'),
);
const flag = v.picklist(['0', '1', 'true', 'false'], 'must be 0 or 1');
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};
/** An address, alone or with a display name: `no-reply@example.org`, `Map Game <no-reply@...>`. */
const mailbox = v.pipe(
  v.string(),
  v.regex(
    /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    'must be an e-mail address',
  ),
);

const TRUST_PROXY_MESSAGE =
  'must be 0 (off), the number of proxies in front such as 1, or a comma list of their addresses or networks (10.0.0.0/8, loopback)';
/** TRUST_PROXY: off, a hop count, or the proxies' addresses (see auth/client-address.ts). */
const trustProxy = v.pipe(
  v.string(),
  v.transform((value): ProxyTrust | undefined | null => {
    const text = value.trim().toLowerCase();
    if (['0', 'false', 'off', 'no'].includes(text)) return undefined;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      return hops <= 32 ? { hops } : null;
    }
    // `true` would trust every hop, so any client could name its own address: not offered.
    if (text === 'true') return null;
    const proxies = text.split(',').map((entry) => entry.trim());
    return proxies.every(Boolean) && !proxyListProblem(proxies) ? { proxies } : null;
  }),
  v.check((trust) => trust !== null, TRUST_PROXY_MESSAGE),
  v.transform((trust) => trust ?? undefined),
);

/** Sender of the code mails when MAIL_FROM is not set (`.invalid` is a reserved top-level domain). */
export const DEFAULT_MAIL_FROM = 'Map Game <no-reply@map-game.invalid>';

const envSchema = v.object({
  PORT: v.optional(port, '8080'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './.data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
  ),
  PUBLIC_URL: v.optional(url('the public http(s) URL of the app')),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(mailbox, DEFAULT_MAIL_FROM),
  // Cognito's limits: ID and access tokens 5 minutes to 1 day, refresh tokens up to 10 years.
  TOKEN_LIFETIME_MINUTES: v.optional(wholeNumber(5, 1440), '60'),
  REFRESH_TOKEN_LIFETIME_DAYS: v.optional(wholeNumber(1, 3650), '30'),
  COGNITO_REGION: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as eu-north-1'),
    ),
  ),
  COGNITO_USER_POOL_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]+_\w+$/, 'must be a user pool id such as eu-north-1_AbCdEf')),
  ),
  COGNITO_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  STREET_TILES_URL: v.optional(tileTemplate, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TOPO_TILES_URL: v.optional(
    tileTemplate,
    'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png',
  ),
  OFFLINE_BASE_LAYERS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^((street|topo)(,(street|topo))*)?$/, 'must be a comma list of street and topo'),
    ),
    '',
  ),
  DEMO: v.optional(flag),
  LOG_REQUESTS: v.optional(flag, '1'),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces'),
    ),
  ),
  TRUST_PROXY: v.optional(trustProxy),
  MAX_CONNECTIONS: v.optional(wholeNumber(16, 1_000_000), '4096'),
  MAX_CONNECTIONS_PER_ADDRESS: v.optional(wholeNumber(8, 1_000_000), '256'),
  NODE_ENV: v.optional(v.string(), 'development'),
});

export interface BaseLayerConfig {
  id: 'street' | 'topo';
  urlTemplate: string;
  maxZoom: number;
  attribution: string;
  allowOffline: boolean;
}

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The embedded user pool's token lifetimes. */
  auth: { tokenLifetimeSeconds: number; refreshTokenLifetimeSeconds: number };
  cognito: { region: string; userPoolId: string; clientId: string } | undefined;
  baseLayers: BaseLayerConfig[];
  /** Where a request's client address comes from: the socket (undefined) or the proxies' chain. */
  trustProxy: ProxyTrust | undefined;
  /** Caps on open connections: per client address (IPv6: per /64) and in total. */
  connections: { perAddress: number; total: number };
  demo: boolean;
  production: boolean;
  /** The bearer token that lets a scraper from elsewhere read /metrics (loopback needs none). */
  metricsToken: string | undefined;
  /** One JSON line per request on standard output (`npm start`). */
  logRequests: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'} ${issue.message}`),
    );
  }
  const e = result.output;
  const cognitoVars = [e.COGNITO_REGION, e.COGNITO_USER_POOL_ID, e.COGNITO_CLIENT_ID];
  const cognitoCount = cognitoVars.filter((value) => value !== undefined).length;
  if (cognitoCount !== 0 && cognitoCount !== 3) {
    throw new ConfigError([
      'COGNITO_REGION, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID must be set together, or none of them',
    ]);
  }
  const production = e.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(e);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const offline = new Set(e.OFFLINE_BASE_LAYERS.split(',').filter(Boolean));
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    auth: {
      tokenLifetimeSeconds: e.TOKEN_LIFETIME_MINUTES * 60,
      refreshTokenLifetimeSeconds: e.REFRESH_TOKEN_LIFETIME_DAYS * 24 * 60 * 60,
    },
    cognito:
      e.COGNITO_REGION && e.COGNITO_USER_POOL_ID && e.COGNITO_CLIENT_ID
        ? {
            region: e.COGNITO_REGION,
            userPoolId: e.COGNITO_USER_POOL_ID,
            clientId: e.COGNITO_CLIENT_ID,
          }
        : undefined,
    baseLayers: [
      {
        id: 'street',
        urlTemplate: e.STREET_TILES_URL,
        maxZoom: 19,
        attribution: '© OpenStreetMap contributors',
        allowOffline: offline.has('street'),
      },
      {
        id: 'topo',
        urlTemplate: e.TOPO_TILES_URL,
        maxZoom: 18,
        attribution: '© Kartverket',
        allowOffline: offline.has('topo'),
      },
    ],
    connections: { perAddress: e.MAX_CONNECTIONS_PER_ADDRESS, total: e.MAX_CONNECTIONS },
    trustProxy: e.TRUST_PROXY,
    // The demo world is for trying the app: on unless turned off, except in production.
    demo: e.DEMO === undefined ? !production : e.DEMO === '1' || e.DEMO === 'true',
    production,
    metricsToken: e.METRICS_TOKEN,
    logRequests: e.LOG_REQUESTS === '1' || e.LOG_REQUESTS === 'true',
  };
}

/**
 * What a server on the internet must have (NODE_ENV=production), each named with its reason:
 * https (phones need it for GPS, the service worker and installing; HSTS and the CORS origin
 * come from it), real mail unless a hosted Cognito pool sends it, and no demo accounts.
 */
function productionProblems(e: v.InferOutput<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      'PUBLIC_URL must be set to the https:// address of the app in production (phones need https for GPS, the service worker and installing the app)',
    );
  }
  const hostedPool = e.COGNITO_REGION !== undefined;
  if (!e.SMTP_URL && !hostedPool) {
    problems.push(
      'SMTP_URL must be set in production (without it the codes of new accounts only go to the server log)',
    );
  }
  if (e.DEMO === '1' || e.DEMO === 'true') {
    problems.push(
      'DEMO must be 0 in production (the demo accounts, an Admin among them, have their passwords printed on the log)',
    );
  }
  return problems;
}

/** The start-up line that says which mode the server runs in and what that changes. */
export function modeLine(config: ServerConfig): string {
  return config.production
    ? 'Mode: production (no dev outbox, no GraphiQL, no introspection; mail over SMTP or Cognito)'
    : 'Mode: development (NODE_ENV is not production: dev outbox and GraphiQL for this machine, introspection on; not for the internet)';
}
