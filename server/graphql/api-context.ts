/**
 * What every resolver gets: the verified caller, the database and the clock. Permission checks
 * that every area shares live here, so each rule is written once.
 */
import { ErrorCode } from '../../src/domain/error-codes';
import type { AuthenticatedUser } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { ServerMetrics } from '../metrics/metrics';
import { appError } from './app-error';
import type { PageTokens } from './page-token';

export interface ApiContext {
  user: AuthenticatedUser;
  db: Db;
  /** The server's clock (tests move it). */
  now(): Date;
  pageTokens: PageTokens;
  /** The server's metrics, when it keeps them. */
  metrics?: ServerMetrics;
}

/** Editors and Admins prepare maps, games, levels and controls; everyone else is refused. */
export function requireEditor(context: ApiContext): void {
  if (!context.user.isEditor && !context.user.isAdmin) throw appError(ErrorCode.FORBIDDEN);
}

/** Only the owner of a row, or an Admin, changes or deletes it. */
export function requireOwnerOrAdmin(context: ApiContext, owner: string): void {
  if (owner !== context.user.sub && !context.user.isAdmin) throw appError(ErrorCode.FORBIDDEN);
}

/** A PRIVATE map or game is visible only to its owner and Admins. */
export function canSee(context: ApiContext, row: { state: string; owner: string }): boolean {
  return row.state === 'PUBLIC' || row.owner === context.user.sub || context.user.isAdmin;
}

/** Secret codes reach editors and admins only; everyone else gets null. */
export function canSeeSecrets(context: ApiContext): boolean {
  return context.user.isEditor || context.user.isAdmin;
}

/** A player reads only their own game states, punches and scores. */
export function requireSelf(context: ApiContext, owner: string): void {
  if (owner !== context.user.sub && !context.user.isAdmin) throw appError(ErrorCode.FORBIDDEN);
}
