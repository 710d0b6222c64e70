/** What the user pool's action services share, wired once by auth.module.ts. */
import type { Clock } from './clock';
import type { OneTimeCodeService } from './one-time-code.service';
import type { PasswordHasher } from './password-hasher';
import type { RefreshTokenRepository } from './refresh-token.repository';
import type { Throttle } from './throttle';
import type { VerifiedToken } from './token-verifier';
import type { TokenService } from './token.service';
import { UserPoolError } from './user-pool-error';
import type { UserRepository } from './user.repository';

export interface UserPoolDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  codes: OneTimeCodeService;
  throttle: Throttle;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Verifies an access token of this pool (NotAuthorizedException when it is not good). */
  verifyAccessToken(token: string): Promise<VerifiedToken>;
  clock: Clock;
  clientId: string;
  refreshTokenLifetimeSeconds: number;
}

/** Who is asking: the throttle counts failures per client address too. */
export interface Caller {
  address: string;
}

/** One action of the pool: its parsed JSON body in, its JSON answer out. */
export type UserPoolAction = (body: unknown, caller: Caller) => Promise<object>;

/** Cognito answers a request for another app client as a missing resource. */
export function assertClientId(deps: Pick<UserPoolDeps, 'clientId'>, clientId: string): void {
  if (clientId !== deps.clientId) {
    throw new UserPoolError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
}
