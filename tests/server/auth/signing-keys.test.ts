import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SigningKeyFileError,
  fileSigningKeyStore,
  sharedSigningKeyStore,
} from '../../../server/auth/signing-keys';
import { createServerSecretRepository } from '../../../server/db/server-secret.repository';
import { createTestDatabase } from '../support/test-database';
import { tempDirsRemovedAfterEach } from '../support/temp-dirs';

const tempDir = tempDirsRemovedAfterEach('map-game-keys-');

describe('the signing key under DATA_DIR', () => {
  it('is created on first use as a private JWK only its owner can read', async () => {
    const dataDir = tempDir();
    const { kid } = await fileSigningKeyStore(dataDir).signingKey();
    const file = path.join(dataDir, 'auth-keys', 'signing-key.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      kid,
      d: expect.any(String) as unknown,
    });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['signing-key.json']);
  });

  it('is the same key after a restart, so tokens outlive it', async () => {
    const dataDir = tempDir();
    const first = await fileSigningKeyStore(dataDir).publicJwks();
    const second = await fileSigningKeyStore(dataDir).publicJwks();
    expect(second).toEqual(first);
    expect(first.keys[0]).not.toHaveProperty('d');
  });

  it('is shared when two stores start on a fresh folder at once', async () => {
    const dataDir = tempDir();
    const [a, b] = await Promise.all([
      fileSigningKeyStore(dataDir).signingKey(),
      fileSigningKeyStore(dataDir).signingKey(),
    ]);
    expect(a.kid).toBe(b.kid);
  });

  it('refuses a damaged key file with a message saying what to do', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'auth-keys'));
    fs.writeFileSync(path.join(dataDir, 'auth-keys', 'signing-key.json'), '{"kty":"RSA"');
    const attempt = fileSigningKeyStore(dataDir).signingKey();
    await expect(attempt).rejects.toThrow(SigningKeyFileError);
    await expect(fileSigningKeyStore(dataDir).signingKey()).rejects.toThrow(
      /delete it to create a new key/u,
    );
  });
});

describe('the signing key on a database several servers share', () => {
  it('is one key for every copy, whatever their folders', async () => {
    const database = await createTestDatabase();
    try {
      const secrets = createServerSecretRepository(database.db);
      const [a, b] = [tempDir(), tempDir()];
      const [first, second] = await Promise.all([
        sharedSigningKeyStore(secrets, a).signingKey(),
        sharedSigningKeyStore(secrets, b).signingKey(),
      ]);
      expect(second.kid).toBe(first.kid);
      expect(fs.existsSync(path.join(a, 'auth-keys'))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('keeps the key file of a server moved onto the database, so its users stay signed in', async () => {
    const database = await createTestDatabase();
    try {
      const dir = tempDir();
      const fileKey = await fileSigningKeyStore(dir).signingKey();
      const shared = await sharedSigningKeyStore(
        createServerSecretRepository(database.db),
        tempDir(),
      ).signingKey();
      expect(shared.kid).not.toBe(fileKey.kid);
      const other = await createTestDatabase();
      const moved = await sharedSigningKeyStore(createServerSecretRepository(other.db), dir)
        .signingKey()
        .finally(() => other.close());
      expect(moved.kid).toBe(fileKey.kid);
    } finally {
      await database.close();
    }
  });
});
