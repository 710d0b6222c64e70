/**
 * One-time codes (sign-up confirmation, password reset): six random digits from the system's
 * CSPRNG, stored only as SHA-256(salt || code) with a random per-code salt, and compared in
 * constant time so the answer's timing says nothing about how close a guess was.
 */
import crypto from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '../../src/domain/schemas/confirm-sign-up';

export interface HashedCode {
  codeHash: string;
  salt: string;
}

/** A fresh code, e.g. "042517" (leading zeros kept: every code has `ONE_TIME_CODE_LENGTH` digits). */
export function newOneTimeCode(): string {
  return String(crypto.randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(
    ONE_TIME_CODE_LENGTH,
    '0',
  );
}

function digest(code: string, salt: string): Buffer {
  return crypto.createHash('sha256').update(salt).update(code).digest();
}

export function hashCode(
  code: string,
  salt = crypto.randomBytes(16).toString('base64url'),
): HashedCode {
  return { codeHash: digest(code, salt).toString('base64url'), salt };
}

/** True when `code` is the one hashed in `stored`, compared in constant time. */
export function codeMatches(code: string, stored: HashedCode): boolean {
  const expected = Buffer.from(stored.codeHash, 'base64url');
  const actual = digest(code.replace(/\s+/gu, ''), stored.salt);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
