/**
 * The embedded pool as the token verifier trusts it: its issuer, app client, signing keys, and the
 * account check that makes sign-out and revocation bite on tokens already handed out.
 */
import { EMBEDDED_CLIENT_ID } from '../http/client-config';
import { epochSeconds } from './clock';
import { storedVisibility } from './user-attributes';
import type { SigningKeyStore } from './signing-keys';
import type { TrustedUserPool } from './token-verifier';
import type { UserRepository } from './user.repository';

export function embeddedUserPool(options: {
  issuer: string;
  signingKeys: SigningKeyStore;
  users: UserRepository;
}): TrustedUserPool {
  const { issuer, signingKeys, users } = options;
  return {
    issuer,
    clientId: EMBEDDED_CLIENT_ID,
    keys: signingKeys.verificationKeys,
    async lookupAccount({ sub, originJti, issuedAtSeconds }) {
      const found = await users.findWithFamily(sub, originJti);
      if (!found || found.familyRevoked || !found.user.confirmed) return 'revoked';
      const { user } = found;
      // iat has whole seconds: a token of the very second of a global sign-out passes this test,
      // but the sign-out also revoked its family, which the line above refuses.
      const validAfter = user.tokensValidAfter;
      if (validAfter && issuedAtSeconds < epochSeconds(validAfter.getTime())) return 'revoked';
      return {
        email: user.email,
        name: user.name,
        nickname: user.nickname,
        groups: user.groups,
        publishResults: storedVisibility(user.publishResults),
      };
    },
  };
}
