/**
 * The embedded user pool's RS256 signing key. Created on first use and kept as a private JWK in
 * `DATA_DIR/auth-keys/signing-key.json` (folder 0700, file 0600) so tokens outlive a restart; its
 * `kid` is the key's RFC 7638 thumbprint. The public half is served as the JWKS
 * (`GET /auth/.well-known/jwks.json`). On PostgreSQL, where several server copies may share one
 * database, the key lives in the database instead (`sharedSigningKeyStore`): a copy with another
 * key could not verify the others' tokens.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';

import type { Database } from '../db/database';
import {
  createServerSecretRepository,
  type ServerSecretRepository,
} from '../db/server-secret.repository';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface SigningKeyStore {
  signingKey(): Promise<SigningKey>;
  /** The public keys, as served at the JWKS address. */
  publicJwks(): Promise<JSONWebKeySet>;
  /** The public keys, for jose's `jwtVerify`. */
  verificationKeys: JWTVerifyGetKey;
}

export class SigningKeyFileError extends Error {
  constructor(readonly file: string) {
    super(
      `The signing key file ${file} is not a valid private RSA key. Restore it, or delete it to create a new key (that signs every user out).`,
    );
    this.name = 'SigningKeyFileError';
  }
}

async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALGORITHM, use: 'sig' };
}

function publicPart({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

/** A store over a private JWK that `load` gives once (memoised, so every caller shares it). */
function storeOf(load: () => Promise<JWK>): SigningKeyStore {
  let loaded: Promise<{ key: SigningKey; jwks: JSONWebKeySet }> | undefined;
  const get = () =>
    (loaded ??= load().then(async (jwk) => {
      const privateKey = await importJWK(jwk, SIGNING_ALGORITHM);
      if (!jwk.kid || privateKey instanceof Uint8Array) throw new Error('not an RSA signing key');
      return { key: { kid: jwk.kid, privateKey }, jwks: { keys: [publicPart(jwk)] } };
    }));
  let verify: JWTVerifyGetKey | undefined;
  return {
    signingKey: async () => (await get()).key,
    publicJwks: async () => (await get()).jwks,
    verificationKeys: async (header, token) => {
      verify ??= createLocalJWKSet((await get()).jwks);
      return verify(header, token);
    },
  };
}

/** A key that lives only as long as the process: for tests. */
export function memorySigningKeyStore(): SigningKeyStore {
  return storeOf(newPrivateJwk);
}

function readKeyFile(file: string): JWK {
  try {
    const jwk = JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
    if (jwk.kty !== 'RSA' || typeof jwk.d !== 'string' || typeof jwk.kid !== 'string') {
      throw new SigningKeyFileError(file);
    }
    return jwk;
  } catch (error) {
    if (error instanceof SigningKeyFileError) throw error;
    throw new SigningKeyFileError(file);
  }
}

/**
 * The key every server copy on one database shares, stored as a server secret. The first copy
 * stores the key file's key when `dataDir` has one (a server moved from the embedded database
 * keeps its users signed in), else a new key.
 */
export function sharedSigningKeyStore(
  secrets: ServerSecretRepository,
  dataDir: string,
): SigningKeyStore {
  const file = path.join(dataDir, 'auth-keys', 'signing-key.json');
  return storeOf(async () => {
    const stored = await secrets.readOrCreate('user-pool-signing-key', async () =>
      JSON.stringify(fs.existsSync(file) ? readKeyFile(file) : await newPrivateJwk()),
    );
    return JSON.parse(stored) as JWK;
  });
}

/**
 * The key under `dataDir/auth-keys`, created when missing. Written to a temporary file first and
 * linked into place, which fails if another process got there first: then its key is used.
 */
export function fileSigningKeyStore(dataDir: string): SigningKeyStore {
  const dir = path.join(dataDir, 'auth-keys');
  const file = path.join(dir, 'signing-key.json');
  return storeOf(async () => {
    if (fs.existsSync(file)) return readKeyFile(file);
    const jwk = await newPrivateJwk();
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${crypto.randomUUID()}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(jwk), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return readKeyFile(file);
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    return jwk;
  });
}

/** The store a server uses: the shared one on PostgreSQL, the key file with the embedded database. */
export function signingKeyStoreFor(dataDir: string, database: Database): SigningKeyStore {
  return database.kind === 'postgres'
    ? sharedSigningKeyStore(createServerSecretRepository(database.db), dataDir)
    : fileSigningKeyStore(dataDir);
}
