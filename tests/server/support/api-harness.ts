/**
 * The game API as a client meets it: the real server (user pool, GraphQL) on a free loopback
 * port over PGlite or a real PostgreSQL (one fresh database per harness), and users of each role
 * who sign in through the user pool's own protocol and call `POST /graphql` with their token.
 */
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../server/config';
import { openPostgres, type Database } from '../../../server/db/database';
import { users } from '../../../server/db/schema/users';
import { EMBEDDED_CLIENT_ID } from '../../../server/http/client-config';
import { listen, type RunningServer } from '../../../server/server';
import { createTestDatabase } from './test-database';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];
export type Role = 'player' | 'editor' | 'admin';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string; field?: string } }[] | undefined;
}

export interface ApiUser {
  sub: string;
  email: string;
  nickname: string;
  idToken: string;
  accessToken: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
}

export interface ApiHarness {
  url: string;
  database: Database;
  /** The server's DATA_DIR (its signing key lives there). */
  dataDir: string;
  /** A signed-in user of `role` (a fresh account each call). */
  user(role: Role, nickname?: string): Promise<ApiUser>;
  /** POST /graphql with any Authorization header (or none). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    authorization?: string,
  ): Promise<GraphqlAnswer<T>>;
  /** Moves the server's clock (epoch ms); undefined returns to real time. */
  setNow(epochMs: number | undefined): void;
  close(): Promise<void>;
}

const PASSWORD = 'Orienteering1';
let passwordHash: Promise<string> | undefined;

async function postgresDatabase(adminUrl: string | undefined): Promise<Database> {
  // Inside Vitest the URL comes from the global setup; a benchmark passes its own.
  adminUrl ??= (await import('vitest')).inject('postgresUrl');
  const name = `api_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

export async function startApi(
  kind: DatabaseKind,
  options: { postgresUrl?: string } = {},
): Promise<ApiHarness> {
  const database =
    kind === 'pglite' ? await createTestDatabase() : await postgresDatabase(options.postgresUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-api-'));
  let now: number | undefined;
  const running: RunningServer = await listen(
    {
      config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }),
      database,
      distDir: dataDir,
      clock: () => now ?? Date.now(),
    },
    0,
    '127.0.0.1',
  );

  async function gql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    authorization?: string,
  ): Promise<GraphqlAnswer<T>> {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status'>;
    return { status: response.status, data: body.data, errors: body.errors };
  }

  async function user(role: Role, nickname?: string): Promise<ApiUser> {
    passwordHash ??= hash(PASSWORD);
    const sub = randomUUID();
    const email = `${role}-${sub.slice(0, 8)}@example.com`;
    const nick = nickname ?? `${role}${sub.slice(0, 6)}`;
    await database.db.insert(users).values({
      id: sub,
      email,
      name: `Test ${role}`,
      nickname: nick,
      passwordHash: await passwordHash,
      confirmed: true,
      groups: role === 'admin' ? ['Admin'] : role === 'editor' ? ['Editor'] : [],
      publishResults: 'PUBLIC',
    });
    const response = await fetch(`${running.url}/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: EMBEDDED_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    });
    const body = (await response.json()) as {
      AuthenticationResult?: { IdToken: string; AccessToken: string };
    };
    if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    const { IdToken, AccessToken } = body.AuthenticationResult;
    return {
      sub,
      email,
      nickname: nick,
      idToken: IdToken,
      accessToken: AccessToken,
      gql: (query, variables) => gql(query, variables, AccessToken),
    };
  }

  return {
    url: running.url,
    database,
    dataDir,
    user,
    gql,
    setNow: (epochMs) => {
      now = epochMs;
    },
    async close() {
      await running.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
