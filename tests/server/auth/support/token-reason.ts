/** How a token verifier answered, for the verifier tests: accepted, or the reason it refused. */
import { InvalidTokenError, type InvalidTokenReason } from '../../../../server/auth/token-verifier';

/** 'accepted' when `verification` resolves, else the InvalidTokenError's reason. */
export async function reasonOf(
  verification: Promise<unknown>,
): Promise<InvalidTokenReason | 'accepted'> {
  try {
    await verification;
    return 'accepted';
  } catch (error) {
    if (error instanceof InvalidTokenError) return error.reason;
    throw error;
  }
}
