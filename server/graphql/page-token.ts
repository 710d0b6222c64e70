/**
 * Opaque, tamper-proof `nextToken`s: the position of the next page, bound to the query it belongs
 * to, signed with HMAC-SHA256 under a secret the server keeps in the database (shared by every
 * copy). A changed or foreign token is refused with BAD_INPUT.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Db } from '../db/database';
import { createServerSecretRepository } from '../db/server-secret.repository';
import { appError } from './app-error';

export interface PageTokens {
  /** The token for the page starting at `offset` of the query named by `scope`. */
  encode(scope: string, offset: number): string;
  /** The offset a token holds; refuses a token made for another query or tampered with. */
  decode(scope: string, token: string | null | undefined): number;
}

export function pageTokens(secret: Buffer): PageTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  return {
    encode(scope, offset) {
      const payload = Buffer.from(JSON.stringify({ s: scope, o: offset })).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    decode(scope, token) {
      if (token === null || token === undefined || token === '') return 0;
      const [payload, signature] = token.split('.');
      if (!payload || !signature) throw appError(ErrorCode.BAD_INPUT, { field: 'nextToken' });
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw appError(ErrorCode.BAD_INPUT, { field: 'nextToken' });
      }
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        s?: unknown;
        o?: unknown;
      };
      if (parsed.s !== scope || typeof parsed.o !== 'number' || parsed.o < 0) {
        throw appError(ErrorCode.BAD_INPUT, { field: 'nextToken' });
      }
      return parsed.o;
    },
  };
}

const SECRET_NAME = 'next-token-key';

/** The signing key, made on first use; every server copy on the database reads the same one. */
export async function loadPageTokens(db: Db): Promise<PageTokens> {
  const key = await createServerSecretRepository(db).readOrCreate(SECRET_NAME, () =>
    randomBytes(32).toString('base64'),
  );
  return pageTokens(Buffer.from(key, 'base64'));
}
