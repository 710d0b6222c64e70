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
import { listen, type RunningServer, type ServerParts } from '../../../server/server';
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

/** Another server copy on the same database (see `ApiHarness.startPeer`). */
export interface ApiPeer {
  url: string;
  /** POST /graphql to this copy with any Authorization header (or none). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    authorization?: string,
  ): Promise<GraphqlAnswer<T>>;
  close(): Promise<void>;
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
  /** Moves the server's clock (epoch ms), the peers' too; undefined returns to real time. */
  setNow(epochMs: number | undefined): void;
  /**
   * A second server on the same PostgreSQL database, as another copy behind a load balancer:
   * its own connection pool and DATA_DIR (the signing key is shared through the database, so it
   * accepts the first one's tokens) and the same clock. PostgreSQL only (PGlite is one process's database).
   * Closed with the harness if not before.
   */
  startPeer(): Promise<ApiPeer>;
  close(): Promise<void>;
}

const PASSWORD = 'Orienteering1';
let passwordHash: Promise<string> | undefined;

/** A fresh PostgreSQL database of its own: its URL. */
async function postgresDatabaseUrl(adminUrl: string | undefined): Promise<string> {
  // Inside Vitest the URL comes from the global setup; a benchmark passes its own.
  adminUrl ??= (await import('vitest')).inject('postgresUrl');
  const name = `api_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postJson<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  authorization: string | undefined,
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
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

/** Signs in through the embedded user pool at `baseUrl` (`/auth`) with a password: the tokens. */
export async function passwordSignIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ IdToken: string; AccessToken: string }> {
  const response = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: EMBEDDED_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as {
    AuthenticationResult?: { IdToken: string; AccessToken: string };
  };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult;
}

export interface ApiOptions {
  /** The admin URL of the PostgreSQL to create the database in (the global setup's if unset). */
  postgresUrl?: string;
  /** Environment variables over the harness's own (DATA_DIR, NODE_ENV=test): TRUST_PROXY, ... */
  env?: Record<string, string>;
  /** Server parts put in, for every copy (a counting password hasher, ...). */
  parts?: Pick<ServerParts, 'passwords' | 'metrics' | 'requestLog'>;
}

export async function startApi(kind: DatabaseKind, options: ApiOptions = {}): Promise<ApiHarness> {
  const databaseUrl =
    kind === 'pglite' ? undefined : await postgresDatabaseUrl(options.postgresUrl);
  const database =
    databaseUrl === undefined ? await createTestDatabase() : await openPostgres(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-api-'));
  let now: number | undefined;
  const serve = (db: Database, folder = dataDir): Promise<RunningServer> =>
    listen(
      {
        config: loadConfig({ DATA_DIR: folder, NODE_ENV: 'test', ...options.env }),
        database: db,
        distDir: folder,
        clock: () => now ?? Date.now(),
        ...options.parts,
      },
      0,
      '127.0.0.1',
    );
  const running = await serve(database);
  const peers = new Set<ApiPeer>();

  function gql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    authorization?: string,
  ): Promise<GraphqlAnswer<T>> {
    return postJson<T>(running.url, query, variables, authorization);
  }

  async function startPeer(): Promise<ApiPeer> {
    if (databaseUrl === undefined) throw new Error('a peer server needs PostgreSQL');
    const peerDatabase = await openPostgres(databaseUrl);
    // A folder of its own, as another machine has: nothing a copy needs may live only in one.
    const peerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-api-peer-'));
    const peerServer = await serve(peerDatabase, peerDir);
    const peer: ApiPeer = {
      url: peerServer.url,
      gql: (query, variables = {}, authorization) =>
        postJson(peerServer.url, query, variables, authorization),
      async close() {
        if (!peers.delete(peer)) return;
        await peerServer.close();
        await peerDatabase.close();
        fs.rmSync(peerDir, { recursive: true, force: true });
      },
    };
    peers.add(peer);
    return peer;
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
    const { IdToken, AccessToken } = await passwordSignIn(running.url, email, PASSWORD);
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
    startPeer,
    async close() {
      for (const peer of [...peers]) await peer.close();
      await running.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
