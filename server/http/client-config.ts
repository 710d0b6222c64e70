import type { ServerConfig } from '../config';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/schemas/sign-up';

/** The embedded user pool's id and app client id (Amplify needs an id with an underscore). */
export const EMBEDDED_USER_POOL_ID = 'local_mapgame';
export const EMBEDDED_CLIENT_ID = 'mapgame-web';

/**
 * The runtime client configuration (`GET /config.json`): the Amplify configuration object, so the
 * same build talks to the embedded user pool or a hosted Cognito one, and the base layers. Both
 * pools sign in with the e-mail as user name and confirm sign-ups with a mailed code; the password
 * format is the domain's (for Amplify's UI components; the pool enforces it either way).
 */
export function clientConfig(config: ServerConfig, origin: string) {
  const base = config.publicUrl ?? origin;
  const common = {
    loginWith: { email: true },
    signUpVerificationMethod: 'code' as const,
    passwordFormat: {
      minLength: PASSWORD_MIN_LENGTH,
      requireLowercase: true,
      requireUppercase: true,
      requireNumbers: false,
      requireSpecialCharacters: false,
    },
  };
  return {
    Auth: {
      Cognito: config.cognito
        ? {
            userPoolId: config.cognito.userPoolId,
            userPoolClientId: config.cognito.clientId,
            ...common,
          }
        : {
            userPoolId: EMBEDDED_USER_POOL_ID,
            userPoolClientId: EMBEDDED_CLIENT_ID,
            userPoolEndpoint: `${base}/auth`,
            ...common,
          },
    },
    API: { GraphQL: { endpoint: `${base}/graphql`, defaultAuthMode: 'userPool' } },
    baseLayers: config.baseLayers,
  };
}
