/**
 * The real server for the auth tests: `listen()` on a free loopback port with a cloned test
 * database, an in-memory signing key and a clock the test can move forward (real time plus an
 * offset, so Amplify, which reads the real clock, still sees fresh tokens).
 */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  SignUpCommand,
  type SignUpCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memorySigningKeyStore, type SigningKeyStore } from '../../../../server/auth/signing-keys';
import { loadConfig, type ServerConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/database';
import { EMBEDDED_CLIENT_ID } from '../../../../server/http/client-config';
import type { OutboxMail } from '../../../../server/mail/dev-outbox';
import { listen, type ServerParts } from '../../../../server/server';
import { madeBeforeAll } from '../../support/before-all';
import { createTestDatabase } from '../../support/test-database';

export const CLIENT_ID = EMBEDDED_CLIENT_ID;
export const PASSWORD = 'Correct-horse1';

export interface TestClock {
  readonly now: () => number;
  readonly advance: (ms: number) => void;
}

export interface AuthTestServer {
  url: string;
  config: ServerConfig;
  database: Database;
  signingKeys: SigningKeyStore;
  clock: TestClock;
  cognito: CognitoIdentityProviderClient;
  outbox(to?: string): Promise<OutboxMail[]>;
  /** The code in the newest mail to `to`. */
  latestCode(to: string): Promise<string>;
  /** The runtime client config (the Amplify configuration object). */
  clientConfig(): Promise<{ Auth: { Cognito: Record<string, unknown> } }>;
  /** SignUp of `email` through the SDK (the account waits for its confirmation code). */
  signUp(
    email: string,
    options?: { name?: string; password?: string },
  ): Promise<SignUpCommandOutput>;
  /** USER_PASSWORD_AUTH sign-in of `email` through the SDK (a refusal rejects). */
  signIn(email: string, password?: string, clientId?: string): Promise<InitiateAuthCommandOutput>;
  /** ConfirmSignUp of `email` with `code` through the SDK (a refusal rejects). */
  confirmSignUp(email: string, code: string): Promise<unknown>;
  /** Signs up and confirms an account through the SDK; returns its sub. */
  createUser(email: string, options?: { name?: string; password?: string }): Promise<string>;
  close(): Promise<void>;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

export async function startAuthTestServer(
  env: Record<string, string> = {},
  extra: Partial<ServerParts> = {},
): Promise<AuthTestServer> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-game-auth-dist-'));
  const config = loadConfig({ DATA_DIR: distDir, PORT: '0', DEMO: '0', ...env });
  const database = await createTestDatabase();
  const signingKeys = memorySigningKeyStore();
  const clock = testClock();
  const running = await listen(
    { config, database, distDir, signingKeys, clock: clock.now, ...extra },
    0,
    '127.0.0.1',
  );
  const cognito = new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: `${running.url}/auth`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
  const signUp = (email: string, options: { name?: string; password?: string } = {}) =>
    cognito.send(
      new SignUpCommand({
        ClientId: CLIENT_ID,
        Username: email,
        Password: options.password ?? PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: options.name ?? 'Test User' },
        ],
      }),
    );
  const signIn = (email: string, password = PASSWORD, clientId = CLIENT_ID) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  const confirmSignUp = (email: string, code: string) =>
    cognito.send(
      new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code }),
    );
  const outbox = async (to?: string) => {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    const response = await fetch(`${running.url}/dev/outbox${query}`);
    if (!response.ok) throw new Error(`dev outbox answered ${response.status}`);
    return (await response.json()) as OutboxMail[];
  };
  const latestCode = async (to: string) => {
    const mails = await outbox(to);
    const code = /\b(\d{6})\b/u.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };
  return {
    url: running.url,
    config,
    database,
    signingKeys,
    clock,
    cognito,
    outbox,
    latestCode,
    signUp,
    signIn,
    confirmSignUp,
    async clientConfig() {
      const response = await fetch(`${running.url}/config.json`);
      return (await response.json()) as { Auth: { Cognito: Record<string, unknown> } };
    },
    async createUser(email, options = {}) {
      const { UserSub } = await signUp(email, options);
      await confirmSignUp(email, await latestCode(email));
      return UserSub ?? '';
    },
    async close() {
      cognito.destroy();
      await running.close();
      await database.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** The server, started before the enclosing describe's (or file's) tests and closed after them. */
export function authTestServerBeforeAll(...args: Parameters<typeof startAuthTestServer>) {
  return madeBeforeAll(
    () => startAuthTestServer(...args),
    (server) => server.close(),
  );
}
